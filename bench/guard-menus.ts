/**
 * Route guard and menu handling on a tree of 5,000 menu entries: the per-navigation cost (guard decision +
 * finding the menu entry for the side menu), and the once-per-user-info cost of building the menus. Pure
 * functions, so this runs in-process; each figure is the median of several runs.
 */
import type { MenuItem } from '@portal/shared';
import {
  applyMenuRules,
  buildNavTree,
  buildResultPath,
  menuTreeGrant,
  findMenuByPath,
  findRoute,
  resolveNavigation,
} from '@portal/shared';
import { median, round } from './lib/stats.ts';
import { writeResult } from './lib/results.ts';

const ENTRIES = 5000;
const RUNS = 9;
const NAVIGATIONS = 2000;

/** 50 top menus × 10 groups × ~9 pages, plus buttons: about ENTRIES entries in all. */
export function syntheticTree(entries = ENTRIES): MenuItem[] {
  let n = 0;
  const item = (p: Partial<MenuItem>): MenuItem => ({
    menuId: String(++n),
    menuName: `菜单${n}`,
    button: 0,
    children: [],
    ...p,
  });
  const roots: MenuItem[] = [];
  outer: for (let t = 0; t < 50; t++) {
    const top = item({ routeUrl: null, productType: t % 3 === 0 ? '05' : '01' });
    roots.push(top);
    for (let g = 0; g < 10; g++) {
      const group = item({ parentId: top.menuId });
      top.children!.push(group);
      for (let p = 0; p < 8; p++) {
        const page = item({ parentId: group.menuId, routeUrl: `/area${t}/group${g}/page${p}`, hidden: p === 7 });
        group.children!.push(page);
        page.children!.push(item({ parentId: page.menuId, button: 1, perms: `area${t}:g${g}:p${p}:edit` }));
        if (n >= entries) break outer;
      }
    }
  }
  return roots;
}

function timeEach(count: number, fn: (i: number) => void): number {
  const start = process.hrtime.bigint();
  for (let i = 0; i < count; i++) fn(i);
  return Number(process.hrtime.bigint() - start) / 1e3 / count; // µs per call
}

export function run(): void {
  const tree = syntheticTree();
  const paths = menuTreeGrant(tree).menuPaths;
  const build = () => {
    const marked = applyMenuRules(tree);
    const grant = menuTreeGrant(marked);
    return { nav: buildNavTree(marked), resultPath: buildResultPath(grant.menuPaths), btn: grant.btnPerms };
  };
  const { nav, resultPath } = build();
  const targets = Array.from({ length: NAVIGATIONS }, (_, i) =>
    i % 10 === 9 ? `/not/granted/${i}` : paths[(i * 7919) % paths.length],
  );

  const guard: number[] = [];
  const sideMenu: number[] = [];
  const menusBuild: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    guard.push(
      timeEach(NAVIGATIONS, (i) =>
        resolveNavigation({
          path: targets[i],
          route: findRoute(targets[i]) ?? { title: 't' },
          hasToken: true,
          resultPath,
        }),
      ),
    );
    sideMenu.push(timeEach(NAVIGATIONS, (i) => findMenuByPath(nav, targets[i])));
    menusBuild.push(timeEach(5, () => build()));
  }
  const perNav = median(guard) + median(sideMenu);
  writeResult({
    name: 'guard-menus',
    budgets: { 'per navigation': '< 1 ms on 5,000 menu entries (the guard runs on every route change)' },
    rows: [
      { step: 'guard decision (resolveNavigation)', 'µs per call': round(median(guard), 1) },
      { step: 'side-menu lookup (findMenuByPath)', 'µs per call': round(median(sideMenu), 1) },
      { step: 'per navigation, total', 'µs per call': round(perNav, 1), budget: perNav < 1000 ? 'met' : 'MISSED' },
      { step: 'build menus from user info (once per sign-in)', 'µs per call': round(median(menusBuild), 0) },
    ],
    notes: [
      `${countEntries(tree)} menu entries, ${resultPath.length} granted paths, ${NAVIGATIONS} navigations × ${RUNS} runs, medians`,
    ],
  });
}

function countEntries(tree: MenuItem[]): number {
  return tree.reduce((n, m) => n + 1 + countEntries(m.children ?? []), 0);
}
