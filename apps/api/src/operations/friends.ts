import { sql, type SqlBool } from 'kysely';

import { memberName, notify } from '../commerce/notify';
import { affected, inTransaction, Rollback } from '../commerce/tx';
import type { Db } from '../db';
import { ApiError, fail } from '../lib/errors';
import { ok, type HandlerMap, type OperationContext } from './types';

function member(ctx: OperationContext): number {
  if (ctx.memberId === null) throw new ApiError(403, 'Welcome, please login to continue');
  return ctx.memberId;
}

const displayName = (m: { name: string; phone_number: string | null }) =>
  m.name || (m.phone_number ? `+${m.phone_number}` : '');

/** The friendship row between two members, whichever asked. */
function between(db: Db, a: number, b: number) {
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

/** Social contacts of a member with the friendship status of spec section 3. */
async function socialContacts(db: Db, memberId: number) {
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

export const friendsHandlers: HandlerMap = {
  async list_friend(ctx, input) {
    const { db } = ctx.services;
    const memberId = member(ctx);
    let q = db
      .selectFrom('friendships')
      .innerJoin('members', (join) =>
        join.on(
          sql<SqlBool>`members.id = case when friendships.member_id = ${memberId} then friendships.friend_id else friendships.member_id end`,
        ),
      )
      .select(['members.id', 'members.name', 'members.phone_number', 'members.profile_picture'])
      .where('friendships.status', '=', 'Accepted')
      .where((eb) =>
        eb.or([
          eb('friendships.member_id', '=', memberId),
          eb('friendships.friend_id', '=', memberId),
        ]),
      );
    const filter = input.filter_by_name?.trim();
    if (filter) {
      const pattern = `%${filter.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where((eb) =>
        eb.or([eb('members.name', 'ilike', pattern), eb('members.phone_number', 'like', pattern)]),
      );
    }
    const direction = input.order_by?.toUpperCase() === 'DESC' ? 'desc' : 'asc';
    const rows = await q.orderBy('members.name', direction).orderBy('members.id').execute();
    return ok({
      total: rows.length,
      table: rows.map((r) => ({
        friend_id: String(r.id),
        friend_name: displayName(r),
        friend_profile_picture: r.profile_picture,
      })),
    });
  },

  async list_facebook(ctx) {
    return ok({ table: await socialContacts(ctx.services.db, member(ctx)) });
  },

  /** Replaces the member's social contacts with the list the social SDK gave, then matches them. */
  async facebook_member(ctx, input) {
    const { db } = ctx.services;
    const memberId = member(ctx);
    const contacts = (
      JSON.parse(input.contact) as { id: string; name: string; profile_picture?: unknown }[]
    )
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
      for (let i = 0; i < contacts.length; i += 500) {
        await trx
          .insertInto('social_friends')
          .values(contacts.slice(i, i + 500))
          .execute();
      }
    });
    return ok({ table: await socialContacts(db, memberId) });
  },

  async list_friend_request(ctx) {
    const { db } = ctx.services;
    const rows = await db
      .selectFrom('friendships')
      .innerJoin('members', 'members.id', 'friendships.member_id')
      .select(['members.id', 'members.name', 'members.phone_number', 'members.profile_picture'])
      .where('friendships.friend_id', '=', member(ctx))
      .where('friendships.status', '=', 'Pending')
      .orderBy('friendships.created_at', 'desc')
      .execute();
    return ok({
      table: rows.map((r) => ({
        member_id: String(r.id),
        friend_name: displayName(r),
        friend_profile_picture: r.profile_picture,
      })),
    });
  },

  async add_friend(ctx, input) {
    const { db } = ctx.services;
    const memberId = member(ctx);
    const friendId = Number(input.friend_id);
    if (friendId === memberId) return fail('You cannot add yourself as a friend.');
    const friend = await db
      .selectFrom('members')
      .select('id')
      .where('id', '=', friendId)
      .executeTakeFirst();
    if (!friend) return fail('This member does not exist.');
    const existing = await between(db, memberId, friendId).executeTakeFirst();
    if (existing?.status === 'Accepted') return fail('You are already friends.');
    if (existing && existing.member_id === memberId)
      return fail('Your friend request is waiting for approval.');
    if (existing) {
      // They asked first: adding them back accepts their request.
      return acceptRequest(db, memberId, friendId);
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
    return ok({ message: 'Friend request sent' });
  },

  async accept_friend(ctx, input) {
    return acceptRequest(ctx.services.db, member(ctx), Number(input.friend_id));
  },

  async reject_friend(ctx, input) {
    const { db } = ctx.services;
    const memberId = member(ctx);
    const friendId = Number(input.friend_id);
    const removed = await db
      .deleteFrom('friendships')
      .where('member_id', '=', friendId)
      .where('friend_id', '=', memberId)
      .where('status', '=', 'Pending')
      .executeTakeFirst();
    if (affected(removed) !== 1) return fail('There is no friend request from this member.');
    await notify(db, friendId, 'reject_friend', memberId, 'A friend request was declined.');
    return ok({ message: 'Friend request removed' });
  },

  async remove_friend(ctx, input) {
    const { db } = ctx.services;
    const memberId = member(ctx);
    const friendId = Number(input.friend_id);
    // Ends a friendship, or withdraws a request the member sent.
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
    if (affected(removed) === 0) return fail('This member is not your friend.');
    return ok({ message: 'Friend removed' });
  },
};

async function acceptRequest(db: Db, memberId: number, friendId: number) {
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
    return ok({ message: 'Friend request accepted' });
  });
}
