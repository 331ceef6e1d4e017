"""The coin-loss choice of the 7 Wonders table (the Cities expansion), drawn from a view.

Cities rulebook 003, "Adósság": a black card or wonder stage with the broken-coin symbol
makes every other city lose coins; each pays the bank, or takes a debt token for each
coin it does not pay, or any mix ("Ezt el is lehet osztani"). A debt token is -1 point
at the end and can never be repaid; 3 coins in the treasury are 1 point. With 2
players the Free City's holder decides for the Free City ("az a játékos dönti el ...
aki éppen azt az adott körben irányítja").

The view's ``debt`` phase lists the ways as legal moves (``pay C debt D``), the city's
``owed`` coins, and the log's last turn says who built what: ``debt_block`` shows who
made the city lose how many coins and why, then one button a way with what it costs
in points at the end.
"""

from __future__ import annotations

from typing import Any

from engine import get_game

from .. import i18n
from ..i18n import N_, t, tn, tp
from ..vdom import h
from . import icons
from .classic_cities import card_face
from .context import TableContext
from .parts import hint_bar, hinted_move, rule_link, with_nodes

#: what a ``loss N per X`` counts in the city that loses, in words: (the viewer's city,
#: another's)
PER_WORDS = {"victory": (N_("{amount} per victory token by you ({n}): {coins}"),
                         N_("{amount} per victory token by {player} ({n}): {coins}")),
             "stage": (N_("{amount} per wonder stage built by you ({n}): {coins}"),
                       N_("{amount} per wonder stage built by {player} ({n}): {coins}"))}


def debt_city(view: dict) -> int:
    """The city whose loss the viewer meets now: the Free City's when the legal moves
    are marked for it (its holder decides), else the viewer's own."""
    parse = get_game(view["game"]).parse_move
    legal = view.get("legal") or []
    if legal and parse(legal[0]).free_city:
        return (view.get("free_city") or {}).get("index", view["viewer"])
    return view["viewer"]


def causing_turn(view: dict) -> dict | None:
    """The last resolved turn before the losses were met (``debt`` moves skipped)."""
    for e in reversed(view.get("log") or []):
        if e.get("kind") == "turn" and e.get("phase") != "debt":
            return e
    return None


def loss_parts(effects: str) -> list[tuple[int, str]]:
    """``"points 4; loss 1 per stage"`` -> ``[(1, "stage")]`` (``"flat"`` when none)."""
    out = []
    for part in effects.split(";"):
        words = part.split()
        if words[:1] == ["loss"]:
            out.append((int(words[1]), words[3] if len(words) > 3 else "flat"))
    return out


def counted(city: dict, per: str) -> int:
    """How many of what a loss counts the city that loses has."""
    if per == "victory":
        return sum(1 for token in city["conflict"] if token > 0)
    if per == "stage":
        return city["stages_built"]
    return 1


def causes(view: dict, loser: int) -> list[dict[str, Any]]:
    """Each loss the last turn put on city ``loser``: who built it (``city``), the card
    or stage (``source``), its ``amount`` and ``per`` and the coins it takes."""
    turn = causing_turn(view)
    if not turn:
        return []
    parse = get_game(view["game"]).parse_move
    cities = view["cities"]
    free = (view.get("free_city") or {}).get("index", -1)
    out = []
    for player, text in turn.get("moves", []):
        move = parse(text)
        builder = free if move.free_city else player
        if builder == loser or not 0 <= builder < len(cities):
            continue
        if move.kind in ("build", "dig"):
            source, effects = move.card, card_face(move.card, view.get("edition", 1))
            effects = effects.get("effects", "")
            stage = {}
        elif move.kind == "stage":
            city = cities[builder]
            built = city["stages_built"]
            source = f"{city['wonder']} stage {built}"
            stage = {"wonder": city["wonder"], "stage": built}
            effects = city["stages"][built - 1]["effects"] if built else ""
        else:
            continue
        for amount, per in loss_parts(effects):
            coins = amount * counted(cities[loser], per)
            if coins:
                out.append({"city": builder, "source": source, "amount": amount,
                            "per": per, "coins": coins, **stage})
    return out


def cause_line(view: dict, ctx: TableContext, cause: dict, loser: int) -> Any:
    """"Bob built Builders' Union: [1] per wonder stage built by you (3): [3]"."""
    source = (t("{wonder} stage {n}", wonder=i18n.name(cause["wonder"]), n=cause["stage"])
              if "stage" in cause else i18n.name(cause["source"]))
    head = tp(ctx.name(cause["city"]), "You built {source}: {loss}",
              "{player} built {source}: {loss}", source=source)
    if cause["per"] == "flat":
        return h("li", None, with_nodes(head, loss=icons.coins(cause["coins"])))
    yours, theirs = PER_WORDS[cause["per"]]
    n = cause["coins"] // cause["amount"]
    per = (t(yours, n=n) if loser == view["viewer"]
           else t(theirs, player=ctx.label(loser), n=n))
    loss = with_nodes(per, amount=icons.coins(cause["amount"]), coins=icons.coins(cause["coins"]))
    return h("li", None, with_nodes(head, loss=loss))


def points_lost(coins: int, paid: int, debt: int) -> int:
    """The points a way costs at the end as the treasury stands: the treasury row
    (3 coins a point) before less after, and a point a debt token."""
    return coins // 3 - (coins - paid) // 3 + debt


def debt_token(n: int) -> list:
    return icons.icon("debt", n, word=tn("{n} debt token", "{n} debt tokens", n))


def option_button(view: dict, ctx: TableContext, text: str, coins: int) -> Any:
    """One way to meet the loss: "pay [3]", "pay [1] + take [2 debt]", "take [3 debt]",
    and what it costs in points at the end."""
    move = get_game(view["game"]).parse_move(text)
    paid, debt = move.coins_paid, move.debt_taken
    if paid and debt:
        label = with_nodes(t("pay {coins} + take {debt}"), coins=icons.coins(paid),
                           debt=debt_token(debt))
    elif debt:
        label = with_nodes(t("take {debt}"), debt=debt_token(debt))
    else:
        label = with_nodes(t("pay {coins}"), coins=icons.coins(paid))
    lost = points_lost(coins, paid, debt)
    return h("button", {"class_": "act debt-option" + (" primary" if not debt else "")
                        + hinted_move(ctx, text),
                        "data_act": "move", "data_arg": text, "data_kind": "debt"},
             h("span", {"class_": "debt-way"}, label),
             h("span", {"class_": "debt-cost muted"},
               tn("−{n} point at the end", "−{n} points at the end", lost) if lost
               else t("no point lost at the end")))


def debt_rule(city: dict) -> list:
    """The rule in three sentences (Cities rulebook, "Adósság"), then the city's
    treasury and debt as they stand."""
    if city.get("debt"):
        treasury = with_nodes(t("Treasury now: {coins} and {debt}"),
                              coins=icons.coins(city["coins"]), debt=debt_token(city["debt"]))
    else:
        treasury = with_nodes(t("Treasury now: {coins}"), coins=icons.coins(city["coins"]))
    return [with_nodes(t("Pay the bank, or take a debt token {debt} for each coin not paid, "
                         "or mix."), debt=icons.icon("debt")), " ",
            with_nodes(t("A debt token is −1 point at the end and is never repaid; {coins} "
                         "in the treasury are 1 point."), coins=icons.coins(3)), " ",
            treasury, " ", rule_link("cities-debt", N_("debt"))]


def debt_block(view: dict, ctx: TableContext) -> list:
    """``#debt``: the viewer's (or the Free City's) coin loss and every way to meet it."""
    loser = debt_city(view)
    city = view["cities"][loser]
    owed = city.get("owed", 0)
    mine = loser == view["viewer"]
    title = with_nodes(t("You must lose {coins}") if mine else
                       t("{player} must lose {coins}: you hold its card, you decide",
                         player=ctx.label(loser)), coins=icons.coins(owed))
    reasons = [cause_line(view, ctx, c, loser) for c in causes(view, loser)]
    return [hint_bar(ctx),
            h("div", {"class_": "debt-choice", "id": "debt", "data_city": str(loser)},
              h("h3", None, title),
              reasons and h("ul", {"class_": "debt-causes"}, reasons),
              h("p", {"class_": "muted debt-rule"}, debt_rule(city)),
              h("div", {"class_": "debt-options"},
                [option_button(view, ctx, text, city["coins"])
                 for text in view.get("legal") or []]))]
