"""Fitting Duel's prior and value to a teacher's labels (``engine.cli.train_teacher``,
``engine.duel.bots.prior_model``), on a tiny synthetic set of labels: a "teacher" that
always visits the discards most learns a prior that puts the discards first, the
values' targets read the teacher's point of view the right way round, and a label
that does not replay on our engine is refused with its line named."""

from __future__ import annotations

import json
import math

import pytest

from engine.cli import train_teacher as TT
from engine.duel import moves as M
from engine.duel.bots import prior_model as PM
from engine.duel.bots.policies import priors
from engine.duel.bots.search import DuelIsmcts
from engine.duel.phases import OVER, PLAY
from engine.games import new_game
from engine.rng import Rng


def discarding_teacher(game: int, every: int = 3) -> list[str]:
    """Labels of one random game (deal 900 + ``game``): every ``every``-th card to take,
    a teacher that visits each discard 30 times and every other move once; its root
    value says player 0 leads by the coins, and one play-on game player 0 won."""
    seed = 900 + game
    s = new_game("duel", seed=seed, wonders="draft")
    rng = Rng(seed)
    log: list[list] = []
    lines = []
    k = 0
    while s.phase != OVER:
        q = s.player
        legal = s.legal_actions(q)
        if s.phase == PLAY and len(legal) > 1:
            k += 1
            if k % every == 0:
                lead = s.coins[q] - s.coins[1 - q]
                lines.append(json.dumps({
                    "seed": seed, "game": game, "log": list(log), "actor": q,
                    "visits": {m.text: 30 if m.kind == M.DISCARD else 1 for m in legal},
                    "value": max(-0.9, min(0.9, lead / 10)), "playon": [1]}))
        m = legal[rng.below(len(legal))]
        s.apply(q, m)
        log.append([q, m.text])
    return lines


@pytest.fixture(scope="module")
def labels() -> list[str]:
    return [line for g in range(8) for line in discarding_teacher(g)]


def test_labels_replay_on_our_engine(labels):
    data = TT.positions(labels)
    assert len(data) == len(labels) > 40
    for s, r in data[:5]:
        assert s.phase == PLAY and s.player == r["actor"]
        assert set(r["visits"]) == {m.text for m in s.legal_actions(s.player)}


def test_a_label_that_does_not_replay_is_refused_with_its_line(labels):
    bad = json.loads(labels[0])
    bad["log"] = bad["log"] + [[bad["actor"], "build No Such Card"]]
    with pytest.raises(TT.LabelError, match="label line 2"):
        TT.positions([labels[1], json.dumps(bad)])
    other = json.loads(labels[0])
    other["actor"] = 1 - other["actor"]
    with pytest.raises(TT.LabelError, match="not player"):
        TT.positions([json.dumps(other)])
    with pytest.raises(TT.LabelError, match="line 1"):
        TT.positions(["{not json"])


def test_a_teacher_move_our_rules_do_not_allow_is_refused(labels):
    s, r = TT.positions(labels[:1])[0]
    r = dict(r, visits={**r["visits"], "build No Such Card": 5})
    with pytest.raises(TT.LabelError, match="not legal"):
        TT.prior_examples([(s, r)])


def test_the_value_target_is_player_0s_chance():
    """The teacher's root value is its actor's, in [-1, 1]; the play-on results are
    player 0's signs; ``mix`` is their mean."""
    r = {"actor": 1, "value": 0.5, "playon": [1, -1, 1]}
    assert TT.value_target(r, "root") == pytest.approx(0.25)
    assert TT.value_target(r, "playon") == pytest.approx(2 / 3)
    assert TT.value_target(r, "mix") == pytest.approx((0.25 + 2 / 3) / 2)
    assert TT.value_target({"actor": 0, "value": 0.5}, "playon") is None
    assert TT.value_target({"actor": 0, "value": 0.5}, "mix") == pytest.approx(0.75)


def test_the_prior_learns_the_teachers_leaning(labels):
    """Fitted to a teacher that visits discards most, the prior's held-out
    cross-entropy falls below the fixed prior's and the discards become its
    likeliest moves (the fixed prior weighs a discard 1 to a build's 4)."""
    data = TT.positions(labels)
    train = TT.prior_examples([d for d in data if not TT.held_out(d[1], 4)])
    test = TT.prior_examples([d for d in data if TT.held_out(d[1], 4)])
    assert train and test
    w = TT.fit_prior(train, epochs=20, l2=1e-4, seed=1)
    fixed, fixed_hit = TT.prior_loss([0.0] * PM.SIZE, test)
    learnt, learnt_hit = TT.prior_loss(w, test)
    assert learnt < fixed - 0.1
    assert learnt_hit > fixed_hit
    s, _ = data[-1]
    legal = s.legal_actions(s.player)
    p = PM.learnt_priors(s, s.player, legal, PM.tables(w))
    best = max(range(len(legal)), key=p.__getitem__)
    assert legal[best].kind == M.DISCARD


def test_the_searchs_prior_tables_are_the_fitted_softmax(labels):
    """``learnt_priors`` (tables of exponentials, for the search) gives the softmax of
    the fit's logits; zero weights give the fixed prior."""
    data = TT.positions(labels)
    w = [((i * 37) % 11 - 5) / 7 for i in range(PM.SIZE)]
    for s, _ in data[::7]:
        q = s.player
        legal = s.legal_actions(q)
        fast = PM.learnt_priors(s, q, legal, PM.tables(w))
        slow = PM.softmax(PM.logits(s, q, legal, w))
        assert fast == pytest.approx(slow, rel=1e-9)
        assert PM.learnt_priors(s, q, legal, PM.tables([0.0] * PM.SIZE)) == \
            pytest.approx(priors(legal), rel=1e-12)
    with pytest.raises(ValueError, match="train_teacher"):
        PM.tables([0.0] * (PM.SIZE - 1))


def test_a_green_card_of_a_new_symbol_switches_its_weight_on(labels):
    """Scientific supremacy's steps: a green card whose symbol the player lacks turns on
    its Age's "new symbol" weight, a second copy of a symbol the "pair" weight."""
    for s, _ in TT.positions(labels):
        q = s.player
        for m in s.legal_actions(q):
            sym = PM.SCIENCE[m.a] if m.kind == M.BUILD else -1
            f = PM.features(s, q, m)
            age = min(max(s.age, 1), 3) - 1
            assert (PM.NEWSYM0 + age in f) == (sym >= 0 and s.sci[q][sym] == 0)
            assert (PM.PAIR0 + age in f) == (sym >= 0 and s.sci[q][sym] == 1)
    assert len(PM.names()) == PM.SIZE


def test_the_value_fit_reads_the_teachers_values(labels):
    """The teacher's root value leans with the coins: the fitted value's held-out log
    loss is below a constant's."""
    data = TT.positions(labels)
    train = [d for d in data if not TT.held_out(d[1], 4)]
    test = [d for d in data if TT.held_out(d[1], 4)]
    weights, report = TT.fit_value(train, test, "root", epochs=30, l2=1e-4, seed=1)
    assert sorted(weights) == [1, 2, 3]
    for line in report:
        if "held out" in line and "none" not in line:
            fitted = float(line.split("log loss ")[1].split()[0])
            const = float(line.split("a constant: ")[1].rstrip(")"))
            assert fitted < const


def test_the_command_writes_both_weights_modules(labels, tmp_path, capsys):
    path = tmp_path / "labels.jsonl"
    path.write_text("\n".join(labels) + "\n")
    prior_out, value_out = tmp_path / "prior_w.py", tmp_path / "value_w.py"
    assert TT.main([str(path), "--epochs", "3", "--value-epochs", "2", "--held", "4",
                    "--value-target", "root", "--prior-out", str(prior_out),
                    "--value-out", str(value_out)]) == 0
    out = capsys.readouterr().out
    assert "held-out cross-entropy" in out.lower() and "Age 1:" in out
    prior_ns: dict = {}
    exec(prior_out.read_text(), prior_ns)
    assert prior_ns["LAYOUT"] == PM.LAYOUT and len(prior_ns["WEIGHTS"]) == PM.SIZE
    assert "train_teacher labels.jsonl" in prior_out.read_text()
    value_ns: dict = {}
    exec(value_out.read_text(), value_ns)
    from engine.duel.bots import value as V

    assert V.checked(value_ns["LAYOUT"], value_ns["WEIGHTS"])
    with pytest.raises(SystemExit):
        TT.main([str(path), "--what", "policy"])


def test_the_search_runs_with_a_learnt_prior_and_value(labels):
    """The search takes the prior's tables and the value's weights as options."""
    s, _ = TT.positions(labels)[3]
    q = s.player
    w = [0.5 if PM.DISCARD0 <= i < PM.WONDER0 else 0.0 for i in range(PM.SIZE)]
    from engine.duel.bots.value import shipped

    bot = DuelIsmcts(seed=3, iterations=60, prior_model=PM.tables(w),
                     value_weights=shipped())
    legal = s.legal_actions(q)
    assert bot.act(s.view(q), legal) in legal
    assert bot.stats["playouts"] == 60
    assert not math.isnan(sum(PM.tables(w)[0]))
