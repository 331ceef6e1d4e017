"""Duel's tree search: single-observer information-set Monte-Carlo tree search.

Cowling, Powley and Whitehouse, "Information Set Monte Carlo Tree Search" (IEEE
TCIAIG 2012), SO-ISMCTS: every iteration samples one full state consistent with the
bot's view (``engine.duel.determinize``: the face-down cards, guilds under the guild
backs the view shows, later Ages and unseen tokens drawn from what is not yet seen) and
walks one tree whose nodes are sequences of moves, both players' moves alike. The
cards turned face up as the structure opens (rulebook "Organisering av
kortstrukturer") are chance the tree does not branch on: each iteration's sample
decides them, so a node gathers every reveal that follows its moves.
Duel hides the same cards from both players (only the Great Library's draw is
private, and the search's view holds it when it is the bot's own), so one tree from the
bot's information serves both players.

A move is chosen by PUCT (Rosin, "Multi-armed bandits with episode context", 2011, as
in Silver et al., Nature 2017): its mean plus ``prior`` x P(move) x sqrt(its
availability) / (1 + its visits), where the availability counts the iterations that
could have taken it (a move legal in some samples and not in others); an untried move
counts as the node's mean for the player to move (its sqrt taken of the node's visits).
P is a fixed prior, the playout policy's kinds spread over the cards
(``engine.duel.bots.policies.priors``): each
available card an equal share, split 4 : 3 : 1 between building it, building a wonder
with it (shared among its wonders) and discarding it, so that the search looks first at
the moves players make and a card with four wonder moves does not draw four times the
attention. ``prior`` 0: UCB1 over the availability instead, every untried move
expanded first (the search before; ``bench/RESULTS.md``, issue 31's ninth pass).

Below the tree the game is played out by a cheap policy (``playout``: random over the
legal moves, a build weighing 4, a wonder 3, a discard 1, drawn without listing the
legal moves; a win at once taken, and a card that would win at once for the opponent
taken from them: ``engine.duel.bots.policies.sampled``) for ``CUTOFF`` plies, then scored by
the learnt value (``engine.duel.bots.value``: player 0's chance to win, fitted to games of
this same policy, so it stands for the rest of the playout without its noise); a game
that ends sooner is backed up as a win (1), a draw (1/2) or a loss (0) for each node's mover.
Measured against the peer (``bench/RESULTS.md``): playouts to the end beat a cut-off
scored by the hand-written evaluation (``engine.duel.bots.evaluation``), the learnt
value at 14 plies beats playouts to the end at equal iterations and runs twice as many
in the same time, and the weighted policy beats a uniform one: the defaults.
The move played is the root's most visited. A move that wins at once (military or
scientific supremacy, rulebook "Seger") is played without a search.

The tree lives from move to move: the view's log names the moves played since the last
search, and the subtree under them becomes the new root (its statistics came from
samples of the same information, less what has been revealed since).

The budget is a number of iterations, so a move is reproducible from the bot's seed;
an optional time limit makes it a ceiling under a deadline counted from the moment the
bot is asked (as ``engine.bots.search``), checked before every iteration, with an
injectable clock. ``stats`` reports the iterations run and whether time cut them.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import Any

from ...bots.common import as_moves
from ...bots.search import sigmoid
from ...rng import Rng
from .. import moves as M
from ..determinize import determinize, determinizer
from ..phases import OVER, PLAY
from .evaluation import evaluate
from .policies import priors, sampled
from .prior_model import Tables, learnt_priors
from .value import shipped, value

Clock = Callable[[], float]
_SEED_MASK = 0x7FFFFFFFFFFFFFFF
#: plies of playout before the learnt value scores it (``bench/RESULTS.md``: 14 beat 8,
#: 20 and playouts to the end against the peer)
CUTOFF = 14
VALUE_WEIGHTS = shipped()
#: PUCT's weight of the prior (``bench/RESULTS.md``, issue 31's ninth pass)
PRIOR = 1.0


class Node:
    """A tree node: the move sequence that led here is its identity. ``n``: visits,
    ``w``: wins for ``mover`` (the player whose move led here), ``avail``: iterations
    in which its move was legal at its parent; ``legal`` and ``priors``: the legal
    moves it last met and their priors (PUCT), kept while the next sample has the
    same."""

    __slots__ = ("children", "n", "w", "avail", "mover", "legal", "priors")

    def __init__(self, mover: int) -> None:
        self.children: dict[M.Move, Node] = {}
        self.n = 0
        self.w = 0.0
        self.avail = 0
        self.mover = mover
        self.legal: list[M.Move] | None = None
        self.priors: list[float] = []


class DuelIsmcts:
    """The search bot (module docstring): ``iterations`` a move, ``time_limit`` a cap
    in seconds, ``c`` UCB1's exploration constant, ``cutoff`` plies of playout before
    the value scores it (``None``: to the end; the cut waits for a card to be taken),
    ``prior`` PUCT's weight of the prior (0: UCB1, untried moves first),
    ``value`` the learnt value at the cut (else the hand-written evaluation squashed),
    ``reuse`` the tree between moves,
    ``weighted`` the playout's kind weights (else uniform), ``decisive`` what the playout
    checks first (0 nothing, 1 a win at once, 2 also the card that would win at once
    for the opponent: ``sampled``), ``fpu`` the value of an untried move (first-play
    urgency: expanded only while no tried move's UCB1 value reaches it; 0: untried
    moves first), ``prior_model`` the learnt prior's tables (``engine.duel.bots.prior_model``;
    ``None``: the fixed prior), ``value_weights`` the learnt value's weights (``None``:
    the shipped ones)."""

    name = "strong"

    def __init__(self, seed: int = 0, iterations: int = 1000,
                 time_limit: float | None = None, c: float = 0.5,
                 cutoff: int | None = CUTOFF, reuse: bool = True,
                 weighted: bool = True, decisive: int = 2, fpu: float = 0.0,
                 value: bool = True, prior: float = PRIOR,
                 clock: Clock = time.perf_counter, prior_model: Tables | None = None,
                 value_weights: Any = None) -> None:
        from ..game import GAME

        self.game = GAME
        self.rng = Rng(seed)
        self.playouts = iterations
        self.time_limit = time_limit
        self.c = c
        self.cutoff = cutoff
        self.reuse = reuse
        self.weighted = weighted
        self.decisive = decisive
        self.fpu = fpu
        self.value = value
        self.prior = prior
        self.prior_model = prior_model
        self.value_weights = VALUE_WEIGHTS if value_weights is None else value_weights
        self.clock = clock
        self.asked_at: float | None = None
        self.stats: dict[str, Any] = {}
        self._root: Node | None = None
        self._log: list[Any] = []

    # ------------------------------------------------------------------ the bot
    def act(self, view: dict[str, Any], legal: list[Any]) -> Any:
        start = self.clock() if self.asked_at is None else self.asked_at
        self.asked_at = None
        deadline = None if self.time_limit is None else start + self.time_limit
        self.stats = {"playouts": 0, "cut": False}
        if len(legal) == 1:
            return legal[0]
        moves, back = as_moves(self.game, legal)
        move = self.search(view, moves, deadline)
        return back[move] if back else move

    def search(self, view: dict[str, Any], legal: list[M.Move],
               deadline: float | None) -> M.Move:
        """The most visited root move after the budget (or a move that wins at once)."""
        root, won = self._grow(view, legal, deadline)
        if won is not None:
            return won
        allowed = set(legal)
        kids = [(k.n, k.w, m) for m, k in root.children.items() if m in allowed]
        if not kids:
            return legal[0]
        return max(kids, key=lambda t: (t[0], t[1]))[2]

    def visits(self, view: dict[str, Any], legal: list[Any]) -> dict[str, tuple[int, float]]:
        """The root's statistics after the budget, for a search shared by several
        (``engine.bots.shared``): each searched legal move's text, its visits and its
        wins for the bot; a move that wins at once alone, as one visit won."""
        start = self.clock() if self.asked_at is None else self.asked_at
        self.asked_at = None
        deadline = None if self.time_limit is None else start + self.time_limit
        self.stats = {"playouts": 0, "cut": False}
        moves, _ = as_moves(self.game, legal)
        root, won = self._grow(view, moves, deadline)
        if won is not None:
            return {won.text: (1, 1.0)}
        allowed = set(moves)
        return {m.text: (k.n, k.w) for m, k in root.children.items() if m in allowed}

    def _grow(self, view: dict[str, Any], legal: list[M.Move],
              deadline: float | None) -> tuple[Node, M.Move | None]:
        """The tree under the view after the budget, and a move that wins at once (then
        no search) or None. The tree is kept for the next move (``_reroot``)."""
        p = view["viewer"]
        base = self.rng.next64() & _SEED_MASK
        state = determinize(view, base)
        for m in legal:
            s = state.clone()
            s.apply(p, m)
            if s.phase == OVER and s.winner == p:
                return Node(1 - p), m
        root = self._reroot(view, p)
        prng = Rng(base ^ 0x5DEECE66D)
        sample = determinizer(view)
        done = 0
        cut = False
        for i in range(self.playouts):
            if deadline is not None and self.clock() >= deadline:
                cut = True
                break
            self.iterate(root, sample((base + 1 + i) & _SEED_MASK), prng)
            done += 1
        self.stats.update({"playouts": done, "cut": cut, "root_visits": root.n})
        # kept with the moves before this one: the next search walks down the moves
        # played since, this one's included, whichever was chosen
        self._root = root
        self._log = list(view.get("log", []))
        return root, None

    def _reroot(self, view: dict[str, Any], p: int) -> Node:
        """The kept subtree under the moves played since the last search, else a new
        root (the bot's first move, a log that does not continue the last one)."""
        log = view.get("log") or []
        root, seen = self._root, self._log
        self._root = None
        if not self.reuse or root is None or len(log) < len(seen) \
                or log[:len(seen)] != seen:
            return Node(1 - p)
        for q, text in log[len(seen):]:
            nxt = root.children.get(M.parse(text))
            if nxt is None or nxt.mover != q:
                return Node(1 - p)
            root = nxt
        return root

    # ------------------------------------------------------------------ one iteration
    def iterate(self, root: Node, s: Any, rng: Rng) -> None:
        """Select and expand in the tree on sample ``s``, play out, back up."""
        if self.prior:
            self._iterate_puct(root, s, rng)
            return
        node = root
        path = [root]
        c = self.c
        fpu = self.fpu
        while s.phase != OVER:
            q = s.player
            legal = s.legal_actions(q)
            kids = node.children
            untried = []
            best = None
            best_v = -1.0
            for m in legal:
                k = kids.get(m)
                if k is None:
                    untried.append(m)
                    continue
                k.avail += 1
                if fpu or not untried:
                    v = k.w / k.n + c * math.sqrt(math.log(k.avail) / k.n)
                    if v > best_v:
                        best_v, best = v, m
            if untried and (not fpu or best_v < fpu):
                m = untried[rng.below(len(untried))] if len(untried) > 1 else untried[0]
                child = kids[m] = Node(q)
                child.avail = 1
                s.apply(q, m)
                path.append(child)
                break
            s.apply(q, best)
            node = kids[best]
            path.append(node)
        backup(path, self.playout(s, rng))

    def _iterate_puct(self, root: Node, s: Any, rng: Rng) -> None:
        """``iterate`` choosing by PUCT (module docstring): the first untried move
        chosen is expanded and played out from."""
        node = root
        path = [root]
        cp = self.prior
        pm = self.prior_model
        sqrt = math.sqrt
        while s.phase != OVER:
            q = s.player
            legal = s.legal_actions(q)
            kids = node.children
            n = node.n
            if n:
                mean = node.w / n
                untried = mean if node.mover == q else 1.0 - mean
            else:
                untried = 0.5
            spread = cp * sqrt(n + 1)
            if legal != node.legal:
                node.legal = legal
                node.priors = priors(legal) if pm is None else learnt_priors(s, q, legal, pm)
            best = None
            best_v = -1.0
            for m, pr in zip(legal, node.priors):
                k = kids.get(m)
                if k is None:
                    v = untried + spread * pr
                else:
                    k.avail += 1
                    v = k.w / k.n + cp * pr * sqrt(k.avail) / (1 + k.n)
                if v > best_v:
                    best_v, best = v, m
            k = kids.get(best)
            s.apply(q, best)
            if k is None:
                k = kids[best] = Node(q)
                k.avail = 1
                path.append(k)
                break
            node = k
            path.append(k)
        backup(path, self.playout(s, rng))

    def playout(self, s: Any, rng: Rng) -> float:
        """Player 0's reward after playing ``s`` out by the playout policy."""
        plies = 0
        cutoff = self.cutoff
        weighted = self.weighted
        decisive = self.decisive
        below = rng.below
        while s.phase != OVER:
            if cutoff is not None and plies >= cutoff and s.phase == PLAY:
                return self.score(s)
            q = s.player
            if weighted and s.phase == PLAY:
                s._play(q, sampled(s, q, below, decisive))
                plies += 1
                continue
            legal = s.legal_actions(q)
            n = len(legal)
            m = legal[0] if n == 1 else legal[below(n)]
            s.apply(q, m)
            plies += 1
        if s.winner is None:
            return 0.5
        return 1.0 if s.winner == 0 else 0.0

    def score(self, s: Any) -> float:
        """Player 0's reward for a playout cut short at ``s``: the learnt value
        (``engine.duel.bots.value``), or the hand-written evaluation squashed."""
        if self.value:
            return value(s, self.value_weights)
        return sigmoid(evaluate(s, 0) / 8.0)


def backup(path: list[Node], r0: float) -> None:
    """Each node on ``path`` gets a visit and, for its mover, player 0's reward ``r0``
    (a win 1, a draw 1/2, a loss 0, or the value's chance between)."""
    for k in path:
        k.n += 1
        k.w += r0 if k.mover == 0 else 1.0 - r0
