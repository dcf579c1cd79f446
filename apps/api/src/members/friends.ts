import type { Db } from '../db';
import { affected, inTransaction, Rollback, type Trx } from '../db/tx';
import { fail, type Failure } from '../lib/errors';
import { memberName } from './names';
import { notify } from './notify';

// Friendships (one row per pair: member_id asked friend_id; Pending, then Accepted) and the
// social contacts a social login brings. The profile group's handlers and send_order use them.

/** The friendship row between two members, whichever asked. */
function friendshipBetween(db: Db | Trx, a: number, b: number) {
  return db
    .selectFrom('friendships')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('member_id', '=', a), eb('friend_id', '=', b)]),
        eb.and([eb('member_id', '=', b), eb('friend_id', '=', a)]),
      ]),
    );
}

export async function areFriends(db: Db | Trx, a: number, b: number): Promise<boolean> {
  const row = await friendshipBetween(db, a, b).where('status', '=', 'Accepted').executeTakeFirst();
  return row !== undefined;
}

/**
 * Sends a friend request, or accepts the other's when they asked first. Answers what happened,
 * or why nothing did.
 */
export async function requestFriend(
  db: Db,
  memberId: number,
  friendId: number,
): Promise<'requested' | 'accepted' | Failure> {
  if (friendId === memberId) return fail('You cannot add yourself as a friend.');
  const friend = await db
    .selectFrom('members')
    .select('id')
    .where('id', '=', friendId)
    .executeTakeFirst();
  if (!friend) return fail('This member does not exist.');
  const existing = await friendshipBetween(db, memberId, friendId).executeTakeFirst();
  if (existing?.status === 'Accepted') return fail('You are already friends.');
  if (existing && existing.member_id === memberId)
    return fail('Your friend request is waiting for approval.');
  if (existing) {
    // They asked first: adding them back accepts their request.
    const accepted = await acceptFriend(db, memberId, friendId);
    return accepted ?? 'accepted';
  }
  const inserted = await db
    .insertInto('friendships')
    .values({ member_id: memberId, friend_id: friendId, status: 'Pending' })
    .onConflict((oc) => oc.columns(['member_id', 'friend_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return fail('Your friend request is waiting for approval.');
  await notify(
    db,
    friendId,
    'add_friend',
    memberId,
    `${await memberName(db, memberId)} wants to be your friend.`,
  );
  return 'requested';
}

/** Accepts the request friendId sent, telling them; a failure when there is none. */
export async function acceptFriend(
  db: Db,
  memberId: number,
  friendId: number,
): Promise<Failure | undefined> {
  return inTransaction(db, async (trx) => {
    const accepted = await trx
      .updateTable('friendships')
      .set({ status: 'Accepted' })
      .where('member_id', '=', friendId)
      .where('friend_id', '=', memberId)
      .where('status', '=', 'Pending')
      .executeTakeFirst();
    if (affected(accepted) !== 1)
      throw new Rollback(fail('There is no friend request from this member.'));
    await notify(
      trx,
      friendId,
      'accept_friend',
      memberId,
      `${await memberName(trx, memberId)} accepted your friend request.`,
    );
    return undefined;
  });
}

/** Declines the request friendId sent, telling them; a failure when there is none. */
export async function rejectFriend(
  db: Db,
  memberId: number,
  friendId: number,
): Promise<Failure | undefined> {
  const removed = await db
    .deleteFrom('friendships')
    .where('member_id', '=', friendId)
    .where('friend_id', '=', memberId)
    .where('status', '=', 'Pending')
    .executeTakeFirst();
  if (affected(removed) !== 1) return fail('There is no friend request from this member.');
  await notify(db, friendId, 'reject_friend', memberId, 'A friend request was declined.');
  return undefined;
}

/** Ends a friendship, or withdraws a request the member sent. */
export async function removeFriend(
  db: Db,
  memberId: number,
  friendId: number,
): Promise<Failure | undefined> {
  const removed = await db
    .deleteFrom('friendships')
    .where((eb) =>
      eb.or([
        eb.and([eb('member_id', '=', memberId), eb('friend_id', '=', friendId)]),
        eb.and([
          eb('member_id', '=', friendId),
          eb('friend_id', '=', memberId),
          eb('status', '=', 'Accepted'),
        ]),
      ]),
    )
    .executeTakeFirst();
  return affected(removed) === 0 ? fail('This member is not your friend.') : undefined;
}

/** Social contacts of a member with the friendship status of spec section 3. */
export async function socialContacts(db: Db, memberId: number) {
  const rows = await db
    .selectFrom('social_friends')
    .leftJoin('members', 'members.fb_account_id', 'social_friends.social_id')
    .select([
      'social_friends.social_id',
      'social_friends.name',
      'social_friends.profile_picture',
      'members.id as contact_member_id',
      'members.profile_picture as member_picture',
    ])
    .where('social_friends.member_id', '=', memberId)
    .orderBy('social_friends.name')
    .execute();
  const ids = rows.map((r) => r.contact_member_id).filter((id): id is number => id !== null);
  const links = ids.length
    ? await db
        .selectFrom('friendships')
        .selectAll()
        .where((eb) =>
          eb.or([
            eb.and([eb('member_id', '=', memberId), eb('friend_id', 'in', ids)]),
            eb.and([eb('friend_id', '=', memberId), eb('member_id', 'in', ids)]),
          ]),
        )
        .execute()
    : [];
  return rows
    .filter((r) => r.contact_member_id !== memberId)
    .map((r) => {
      const link = links.find(
        (l) =>
          (l.member_id === memberId && l.friend_id === r.contact_member_id) ||
          (l.friend_id === memberId && l.member_id === r.contact_member_id),
      );
      const status = !link
        ? ''
        : link.status === 'Accepted'
          ? 'Accepted'
          : link.member_id === memberId
            ? 'Pending'
            : 'Pending Approval';
      return {
        id: r.social_id,
        name: r.name,
        profile_picture: r.profile_picture || r.member_picture || '',
        status: status as '' | 'Pending' | 'Pending Approval' | 'Accepted',
        ...(r.contact_member_id !== null ? { member_id: String(r.contact_member_id) } : {}),
      };
    });
}

/** Replaces the member's social contacts with the list the social SDK gave (facebook_member). */
export async function replaceSocialContacts(
  db: Db,
  memberId: number,
  contacts: { id: string; name: string; profile_picture?: unknown }[],
) {
  const rows = contacts
    .filter((c, i, all) => all.findIndex((o) => o.id === c.id) === i)
    .map((c) => ({
      member_id: memberId,
      social_id: c.id.slice(0, 64),
      name: c.name.slice(0, 200),
      profile_picture:
        typeof c.profile_picture === 'string' && /^(https:\/\/|\/api\/)/.test(c.profile_picture)
          ? c.profile_picture.slice(0, 2000)
          : '',
    }));
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('social_friends').where('member_id', '=', memberId).execute();
    for (let i = 0; i < rows.length; i += 500) {
      await trx
        .insertInto('social_friends')
        .values(rows.slice(i, i + 500))
        .execute();
    }
  });
}

/** Stores the social friends the provider lists at a social login, so list_facebook shows them. */
export async function rememberSocialFriends(
  db: Db,
  memberId: number,
  friends: { id: string; name: string; picture: string }[],
) {
  for (const friend of friends) {
    await db
      .insertInto('social_friends')
      .values({
        member_id: memberId,
        social_id: friend.id,
        name: friend.name,
        profile_picture: friend.picture,
      })
      .onConflict((oc) =>
        oc
          .columns(['member_id', 'social_id'])
          .doUpdateSet({ name: friend.name, profile_picture: friend.picture }),
      )
      .execute();
  }
}
