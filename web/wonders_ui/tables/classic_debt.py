"""The coin-loss choice of the 7 Wonders table (the Cities expansion), drawn from a view.

Cities rulebook 003, "Adósság": a black card or wonder stage with the broken-coin symbol
makes every other city lose coins; each pays the bank, or takes a debt token for each
coin it does not pay, or any mix ("Ezt el is lehet osztani"). A debt token is -1 point
at the end and can never be repaid; 3 coins in the treasury are 1 point. With 2
players the Free City's holder decides for the Free City ("az a játékos dönti el ...
aki éppen azt az adott körben irányítja").

The view's ``debt`` block (``engine.classic.debt.debt_view``) says which city loses how
many coins, who built what that took them (``causes``) and each way to meet the loss
with the points it costs at the end (``ways``): ``debt_block`` draws them as they are.
"""

from __future__ import annotations

from typing import Any

from .. import i18n
from ..i18n import N_, t, tn, tp
from ..vdom import h
from . import icons
from .context import TableContext
from .parts import hint_bar, hinted_move, rule_link, with_nodes

#: what a ``loss N per X`` counts in the city that loses, in words: (the viewer's city,
#: another's)
PER_WORDS = {"victory": (N_("{amount} per victory token by you ({n}): {coins}"),
                         N_("{amount} per victory token by {player} ({n}): {coins}")),
             "stage": (N_("{amount} per wonder stage built by you ({n}): {coins}"),
                       N_("{amount} per wonder stage built by {player} ({n}): {coins}"))}


def cause_line(view: dict, ctx: TableContext, cause: dict, loser: int) -> Any:
    """"Bob built Builders' Union: [1] per wonder stage built by you (3): [3]"."""
    source = (t("{wonder} stage {n}", wonder=i18n.name(cause["wonder"]), n=cause["stage"])
              if cause["stage"] else i18n.name(cause["card"]))
    head = tp(ctx.name(cause["city"]), "You built {source}: {loss}",
              "{player} built {source}: {loss}", source=source)
    if cause["per"] == "flat":
        return h("li", None, with_nodes(head, loss=icons.coins(cause["coins"])))
    yours, theirs = PER_WORDS[cause["per"]]
    n = cause["count"]
    per = (t(yours, n=n) if loser == view["viewer"]
           else t(theirs, player=ctx.label(loser), n=n))
    loss = with_nodes(per, amount=icons.coins(cause["amount"]), coins=icons.coins(cause["coins"]))
    return h("li", None, with_nodes(head, loss=loss))


def debt_token(n: int) -> list:
    return icons.icon("debt", n, word=tn("{n} debt token", "{n} debt tokens", n))


def option_button(ctx: TableContext, way: dict) -> Any:
    """One way to meet the loss: "pay [3]", "pay [1] + take [2 debt]", "take [3 debt]",
    and what it costs in points at the end."""
    text, paid, debt, lost = way["move"], way["coins"], way["debt"], way["points"]
    if paid and debt:
        label = with_nodes(t("pay {coins} + take {debt}"), coins=icons.coins(paid),
                           debt=debt_token(debt))
    elif debt:
        label = with_nodes(t("take {debt}"), debt=debt_token(debt))
    else:
        label = with_nodes(t("pay {coins}"), coins=icons.coins(paid))
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
    debt = view["debt"]
    loser, owed = debt["city"], debt["owed"]
    city = view["cities"][loser]
    mine = loser == view["viewer"]
    title = with_nodes(t("You must lose {coins}") if mine else
                       t("{player} must lose {coins}: you hold its card, you decide",
                         player=ctx.label(loser)), coins=icons.coins(owed))
    reasons = [cause_line(view, ctx, c, loser) for c in debt["causes"]]
    return [hint_bar(ctx),
            h("div", {"class_": "debt-choice", "id": "debt", "data_city": str(loser)},
              h("h3", None, title),
              reasons and h("ul", {"class_": "debt-causes"}, reasons),
              h("p", {"class_": "muted debt-rule"}, debt_rule(city)),
              h("div", {"class_": "debt-options"},
                [option_button(ctx, way) for way in debt["ways"]]))]
