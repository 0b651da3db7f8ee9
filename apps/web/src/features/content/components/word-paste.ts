/**
 * Word's clipboard HTML, made what the editor's schema reads. Headings (<h1>…) and tables (<table class=MsoTableGrid>)
 * are ordinary HTML already; a list is not: Word writes each item as a paragraph styled `mso-list:l<n> level<k>` with
 * its number or bullet as text in a span styled `mso-list:Ignore`. Those paragraphs become <ol>/<ul> items, nested by
 * their level, and the markers go (the list draws its own). Anything else passes unchanged.
 */
const MSO_LIST = /mso-list:\s*l\d+\s+level(\d+)/i;
const IGNORED = /mso-list:\s*ignore/i;
/** A marker that numbers: 1. 1) a. (1) 一、 i. — anything else (·, o, §, ■) is a bullet. */
const ORDERED_MARKER = /^\s*[(（]?([0-9]+|[a-zA-Z]|[ivxlcIVXLC]+|[一二三四五六七八九十]+)[.)）、]/;

const levelOf = (p: Element): number | null => {
  const m = MSO_LIST.exec(p.getAttribute('style') ?? '');
  return m ? Number(m[1]) : null;
};

export function transformWordHtml(html: string): string {
  if (!/mso-list/i.test(html)) return html;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const items: Element[] = [...doc.body.querySelectorAll('p')].filter((p) => levelOf(p) !== null);
  // What each item is, read before anything moves: its level, whether its marker numbers, whether it follows another.
  const plan = items.map((p) => {
    const markers = [...p.querySelectorAll('span')].filter((s) => IGNORED.test(s.getAttribute('style') ?? ''));
    const marker = markers.map((s) => s.textContent ?? '').join('');
    markers.forEach((s) => s.remove());
    const prev = p.previousElementSibling;
    return {
      p,
      level: levelOf(p)!,
      ordered: ORDERED_MARKER.test(marker),
      continues: prev !== null && items.includes(prev),
    };
  });
  let stack: { level: number; list: Element }[] = [];
  for (const { p, level, ordered, continues } of plan) {
    if (!continues) stack = [];
    while (stack.length > 0 && stack[stack.length - 1].level > level) stack.pop();
    let top = stack.at(-1);
    if (!top || top.level < level) {
      const list = doc.createElement(ordered ? 'ol' : 'ul');
      if (top) (top.list.lastElementChild ?? top.list).appendChild(list);
      else p.before(list);
      top = { level, list };
      stack.push(top);
    }
    const li = doc.createElement('li');
    li.innerHTML = p.innerHTML.replace(/^(\s|&nbsp;)+/, '');
    top.list.appendChild(li);
    p.remove();
  }
  return doc.body.innerHTML;
}
