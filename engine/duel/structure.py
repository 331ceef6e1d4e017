"""The card structures of the three Ages ("Organisering av kortstrukturer").

Each Age lays its 20 cards out in rows, some face up and some face down. A card is
*available* when no card covers it, even partly; a face-down card is turned face up
as soon as it is no longer covered (rulebook: "Översikt av en tur").

A layout row is a list of 6 cells on a half-card-offset grid: 0 = no card,
1 = face-down card, 2 = face-up card. The card at (row r, column c) is covered by the
cards at (r + 1, c) and (r + 1, c + 1). The cover graph is computed once per Age.
"""

from __future__ import annotations

from .data import DATA


class Layout:
    """One Age's structure: slots (row by row from the top), faces and cover graph."""

    __slots__ = ("age", "cells", "face_up", "covers", "covered_by", "ncover", "size")

    def __init__(self, age: int, rows: list[list[int]]) -> None:
        self.age = age
        index: dict[tuple[int, int], int] = {}
        cells: list[tuple[int, int]] = []
        faces: list[bool] = []
        for r, row in enumerate(rows):
            for c, cell in enumerate(row):
                if cell not in (0, 1, 2):
                    raise ValueError(f"Age {age} layout: bad cell {cell!r}")
                if cell:
                    index[(r, c)] = len(cells)
                    cells.append((r, c))
                    faces.append(cell == 2)
        covered_by: list[tuple[int, ...]] = []
        covers: list[list[int]] = [[] for _ in cells]
        for s, (r, c) in enumerate(cells):
            above = tuple(index[k] for k in ((r + 1, c), (r + 1, c + 1)) if k in index)
            covered_by.append(above)
            for t in above:
                covers[t].append(s)
        self.cells = tuple(cells)
        self.face_up = tuple(faces)
        self.covered_by = tuple(covered_by)
        #: covers[s]: the slots that slot s (partly) covers, uncovered when s is taken
        self.covers = tuple(tuple(x) for x in covers)
        self.ncover = tuple(len(x) for x in covered_by)
        self.size = len(cells)
        for s in range(self.size):
            if self.ncover[s] == 0 and not self.face_up[s]:
                raise ValueError(f"Age {age} layout: an uncovered card lies face down")

    def cover(self, present: list[bool]) -> tuple[list[int], list[int]]:
        """For the cards ``present`` in the slots: how many cards cover each slot, and
        the available slots (present and uncovered: rulebook "Översikt av en tur")."""
        ncov = [sum(1 for t in self.covered_by[s] if present[t]) for s in range(self.size)]
        return ncov, [s for s in range(self.size) if present[s] and not ncov[s]]


LAYOUTS: dict[int, Layout] = {age: Layout(age, rows) for age, rows in DATA.layouts.items()}
