"""Drawing again (``web/ui.js``): a new tree laid over the one drawn last shows exactly
what a fresh build shows, while the elements it keeps (same tag, same ``id`` or
``data-key``) stay the same elements, so focus and scroll positions survive."""

from __future__ import annotations

import json

from tests.web.helpers import boot

DOM = """() => {
  const walk = (n) => {
    if (n.nodeType === Node.TEXT_NODE) return n.data;
    const attrs = {};
    for (const a of n.attributes) if (a.name !== 'style') attrs[a.name] = a.value;
    return [n.localName, attrs, ...Array.from(n.childNodes, walk)];
  };
  return Array.from(document.getElementById('app').childNodes, walk);
}"""


def expected(node):
    """What a fresh build makes of ``node`` (attributes as strings, no style, no value)."""
    if isinstance(node, (str, int)):
        return str(node)
    tag, attrs, *children = node
    shown = {k: "" if v is True else str(v) for k, v in (attrs or {}).items()
             if v not in (None, False) and k not in ("style", "value")}
    return [tag, shown, *(expected(c) for c in children if c not in (None, False))]


def draw(page, tree) -> None:
    page.evaluate("(json) => window.wondersUI.render(json)", json.dumps(tree))
    assert page.evaluate(DOM) == [expected(n) for n in tree]


def item(key, text, cls="it"):
    return ["li", {"data-key": key, "class": cls}, text]


FIRST = [["main", {"class": "screen", "data-screen": "t"},
          ["h1", {"id": "title"}, "Age I"],
          ["ul", {"id": "list"}, item("a", "Altar"), item("b", "Baths"), item("c", "Clay Pit")],
          ["input", {"id": "q", "name": "q", "value": "wood"}],
          ["div", {"id": "scroller", "data-keep-scroll": True,
                   "style": "height: 40px; overflow: auto"},
           ["div", {"style": "height: 400px"}, "a tall log"]]]]

SECOND = [["main", {"class": "screen", "data-screen": "t"},
           ["h1", {"id": "title"}, "Age II"],
           ["ul", {"id": "list"}, item("c", "Clay Pit", "it built"), item("a", "Altar"),
            item("d", "Dispensary")],
           ["input", {"id": "q", "name": "q", "value": "wood"}],
           ["div", {"id": "scroller", "data-keep-scroll": True,
                    "style": "height: 40px; overflow: auto"},
            ["div", {"style": "height: 400px"}, "a tall log", ["b", None, " and more"]]],
           ["svg", {"viewBox": "0 0 10 10", "role": "img", "aria-label": "coin"},
            ["circle", {"cx": "5", "cy": "5", "r": "4"}]]]]

THIRD = [["main", {"class": "screen", "data-screen": "t"},
          ["h2", {"id": "title"}, "The end"],
          ["ul", {"id": "list"}, item("d", "Dispensary")],
          ["input", {"id": "q", "name": "q", "value": "stone"}]]]


def test_a_redraw_shows_the_new_tree_and_keeps_what_is_the_same(page, server):
    boot(page, server.url)
    draw(page, FIRST)
    page.evaluate("""() => {
      document.querySelector('[data-key=a]').mark = 'kept';
      document.querySelector('[data-key=c]').mark = 'kept';
      document.querySelector('#scroller').scrollTop = 100;
      document.querySelector('#q').focus();
    }""")
    draw(page, SECOND)
    # Altar and the Clay Pit are the same elements, moved; the input keeps its focus
    assert page.evaluate("() => document.querySelector('[data-key=a]').mark") == "kept"
    assert page.evaluate("() => document.querySelector('[data-key=c]').mark") == "kept"
    assert page.evaluate("() => document.querySelector('[data-key=d]').mark") is None
    assert page.evaluate("() => document.activeElement.id") == "q"
    assert page.evaluate("() => document.querySelector('#scroller').scrollTop") == 100
    assert page.evaluate("() => document.querySelector('circle').namespaceURI") == \
        "http://www.w3.org/2000/svg"
    # the field being typed in keeps what was typed through a drawing that leaves its
    # value as drawn before (one answering an earlier action)
    page.fill("#q", "woodland")
    draw(page, SECOND)
    assert page.evaluate("() => document.querySelector('#q').value") == "woodland"
    # a typed value gives way to a new value of the tree's, as a fresh build's would
    page.fill("#q", "glass")
    draw(page, THIRD)
    assert page.evaluate("() => document.querySelector('#q').value") == "stone"
    assert page.evaluate("() => document.querySelector('#title').localName") == "h2"
    assert page.locator("#scroller").count() == 0
    draw(page, FIRST)
    assert page.evaluate("() => document.querySelector('#scroller').style.height") == "40px"
