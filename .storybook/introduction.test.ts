// @vitest-environment node
// The Introduction's route map (docs/Introduction.mdx) against the screen stories as Storybook
// indexes them: every route of the app is listed under its flow, in the sidebar's order, linked to
// the first state a designer meets, with the number of states each screen shows of it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { getStorySortParameter, loadCsf } from 'storybook/internal/csf-tools';
import { describe, expect, it } from 'vitest';

import { paths } from '../apps/web/src/config/paths';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Routes that have no story of their own (the Introduction says so; '*' is Not Found's). */
const WITHOUT_STORY = ['/', '*', '/logout', '/forgot-password-verification'];

interface ScreenStory {
  id: string;
  route: string;
}

/** Each screen file's stories, in the sidebar's order (its __namedExportsOrder when it has one). */
function screenFiles(): Map<string, ScreenStory[]> {
  const files = readdirSync(path.join(root, 'apps/web/src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.stories.tsx'))
    .map((file) => path.join('apps/web/src', file));
  const screens = new Map<string, ScreenStory[]>();
  for (const file of files) {
    const code = read(file);
    const csf = loadCsf(code, { makeTitle: (title) => title ?? file }).parse();
    const metaRoute = /const meta = \{[\s\S]*?path: '([^'?]+)/.exec(code)?.[1];
    // _stories: by export name, in the order Storybook indexes them.
    const stories = Object.entries(csf._stories).flatMap(([exportName, { id }]) => {
      // The story's own `args.path`, else the meta's: the route it renders.
      const start = code.indexOf(`export const ${exportName}: Story`);
      const end = code.indexOf('\nexport const ', start + 1);
      const block = code.slice(start, end === -1 ? undefined : end);
      const route = /\bpath: '([^'?]+)/.exec(block)?.[1] ?? metaRoute;
      return route ? [{ id, route }] : [];
    });
    if (stories.length > 0) screens.set(csf.meta.title!, stories);
  }
  return screens;
}

/** The route map's lines of each flow, as the stories say they should read. */
function expectedMap(): Map<string, string[]> {
  const order = (getStorySortParameter(read('.storybook/preview.tsx')) as { order: unknown[] })
    .order;
  const screensOrder = order[order.indexOf('Screens') + 1] as (string | string[])[];
  const screens = screenFiles();
  const map = new Map<string, string[]>();
  screensOrder.forEach((flow, index) => {
    if (typeof flow !== 'string') return;
    const names = (screensOrder[index + 1] ?? []) as string[];
    const routes = new Map<string, { first: string; shown: string[] }>();
    for (const name of names) {
      const stories = screens.get(`Screens/${flow}/${name}`) ?? [];
      for (const { id, route } of stories) {
        const entry = routes.get(route) ?? { first: id, shown: [] };
        routes.set(route, entry);
        if (!entry.shown.includes(name)) entry.shown.push(name);
      }
      for (const [route, entry] of routes) {
        const count = stories.filter((story) => story.route === route).length;
        const at = entry.shown.indexOf(name);
        if (at !== -1 && !entry.shown[at]!.includes(',')) {
          entry.shown[at] = `${name}, ${count} ${count === 1 ? 'state' : 'states'}`;
        }
      }
    }
    if (routes.size === 0) return;
    map.set(
      flow,
      [...routes].map(
        ([route, { first, shown }]) =>
          `- [\`${route}\`](?path=/story/${first}): ${shown.join('; ')}`,
      ),
    );
  });
  return map;
}

/** The route map as the Introduction has it: its route lines under each flow's heading. */
function introductionMap(): Map<string, string[]> {
  const text = read('.storybook/docs/Introduction.mdx');
  const section = text.slice(text.indexOf('## Routes and their screens'));
  const map = new Map<string, string[]>();
  let flow = '';
  for (const line of section.split('\n')) {
    if (line.startsWith('### ')) map.set((flow = line.slice(4).trim()), []);
    else if (line.startsWith('- [`/') && flow) map.get(flow)!.push(line);
  }
  return map;
}

describe('given the Introduction page', () => {
  it('should list each flow and its routes in the order of the sidebar, linked to their first state', () => {
    expect(introductionMap()).toEqual(expectedMap());
  });

  it('should list every route of the app, except those it names as having no story', () => {
    const listed = [...introductionMap().values()]
      .flat()
      .map((line) => /^- \[`([^`]+)`\]/.exec(line)![1]);
    const routes = Object.values(paths as Record<string, unknown>).filter(
      (route): route is string => typeof route === 'string' && !WITHOUT_STORY.includes(route),
    );
    expect(routes.filter((route) => !listed.includes(route))).toEqual([]);
  });
});
