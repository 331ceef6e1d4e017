// What a tap on the author mode's table marks (author.js, "Mark"): the highlight of
// docs/examples.md that names the thing tapped, as the engine finds it again
// (wonders_ui/embed_marks.py): a card (by name, in its city if it is in one), a part
// of a city (a class of the table's markup), else the city itself.

//: the parts of the table a highlight may name (classes the tables draw)
export const PARTS = ["prod", "coins", "shields", "conflict", "standing", "stages", "stage-box",
  "next-stage", "diplomacy", "debt", "pawn", "track", "loot", "dtokens", "dwonders", "winner"];

/** The highlight naming what was tapped (`target`), or null (a tap on nothing). A
 * city's seat is its player's name (`names`), the Free City's its index. */
export function highlightAt(target, names) {
  const seatNode = target.closest("[data-seat]");
  const index = seatNode ? Number(seatNode.dataset.seat) : -1;
  const seat = index < 0 ? undefined : index < names.length ? names[index] : index;
  const card = target.closest("[data-card], [data-name], [data-wonder]");
  if (card) {
    const mark = { card: card.dataset.card || card.dataset.name || card.dataset.wonder };
    if (seat !== undefined) mark.seat = seat;
    return mark;
  }
  for (let node = target; node && node.id !== "a-table"; node = node.parentElement) {
    const part = [...node.classList].find((c) => PARTS.includes(c));
    if (part) return seat === undefined ? { part } : { seat, part };
  }
  return seat === undefined ? null : { seat };
}

/** Whether two highlights name the same thing (their notes aside). */
export function sameMark(a, b) {
  return ["card", "seat", "part", "text"].every((k) => String(a[k] ?? "") === String(b[k] ?? ""));
}
