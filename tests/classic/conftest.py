"""7 Wonders (1st edition) tests. The helpers live in ``helpers.py``.

``tests.classic.helpers`` writes tables the way the rulebook shows them (players clockwise:
left neighbour = next entry, right neighbour = previous entry) and plays turns. The
rulebooks' facts are copied into the tests as comments; no test reads files outside
the repository.
"""
