"""The glossary in the game page (issue 24, part 4): the "Glosario" button in the page's bar
opens a panel whose search box filters the entries as one types, each entry with its CR
number; terms in log lines and card text are links that open the panel at their entry; a
link is never made inside what a hidden card is called (CR 708.2a)."""

from __future__ import annotations

from browser_driver import Server, new_game, options, wait_turn
from playwright.sync_api import Page, expect

SHOWN = "#glossary-list > li:not([hidden])"


def test_open_search_and_follow_a_term_link(page: Page, server: Server) -> None:
    """The panel opens from its button (Spanish by default) and filters as one types
    ("arrolla" leaves *Arrollar*, CR 702.19b); a term in a log line is a link, and clicking
    it opens the panel at that term's entry, marked and focused."""
    new_game(page, server, "Glosa")
    assert wait_turn(page)
    page.get_by_role("button", name="Glosario").click()
    panel = page.get_by_role("region", name="Glosario")
    expect(panel).to_be_visible()
    expect(page.get_by_role("button", name="Glosario")).to_have_attribute("aria-expanded", "true")
    expect(page.locator(SHOWN).first).to_be_visible()
    total = page.locator(SHOWN).count()
    assert total >= 100
    page.get_by_label("Buscar un término").fill("arrolla")
    expect(page.locator(SHOWN)).to_have_count(1)
    expect(page.locator(SHOWN).locator("h3")).to_contain_text("Arrollar")
    expect(page.locator(SHOWN)).to_contain_text("Regla 702.19b")
    page.get_by_label("Buscar un término").fill("zzxq")
    expect(page.locator(SHOWN)).to_have_count(0)
    none = "Ningún término coincide con la búsqueda."
    expect(page.locator("#glossary-status")).to_have_text(none)
    page.keyboard.press("Escape")  # closes the panel, not the game's decision
    expect(panel).to_be_hidden()

    options(page).first.click()  # keep the opening hand: the game goes on and logs
    link = page.locator("#log a.term-link").first
    expect(link).to_be_visible(timeout=20_000)
    key = link.get_attribute("data-term")
    said = link.inner_text().lower()
    link.click()
    expect(panel).to_be_visible()
    current = page.locator(f"#glosario-{key}")
    expect(current).to_have_class("glossary-entry current")
    expect(current).to_be_focused()
    expect(current.locator(".glossary-rule")).to_contain_text("Regla ")
    forms = page.evaluate(
        """async (key) => {
             const r = await fetch('/api/glossary?lang=es');
             const data = await r.json();
             return data.entries.find((e) => e.key === key).forms;
           }""",
        key,
    )
    assert said in forms


def test_card_text_links_and_hidden_names_are_never_linked(page: Page, server: Server) -> None:
    """A card's text in the zoom panel links its keywords; the name a face-down creature is
    given in a log line ("una criatura boca abajo") holds the term "boca abajo" but is never
    linked inside, while the rest of the line is."""
    new_game(page, server, "Oculta")
    assert wait_turn(page)
    linked = page.evaluate(
        """async () => {
             const m = await import('/static/glossary.js');
             await m.ready();
             const line = 'Sur pone una criatura boca abajo en el campo de batalla.';
             return m.linkTerms(line).filter((n) => n.nodeType === 1).map((n) => n.textContent);
           }"""
    )
    assert linked == ["campo de batalla"]
    hand = page.get_by_role("region", name="Tu mano").locator("button.card")
    for n in range(hand.count()):
        hand.nth(n).hover()
        if page.locator("#zoom .card-text a.term-link").count():
            break
    link = page.locator("#zoom .card-text a.term-link").first
    expect(link).to_be_visible()
    key = link.get_attribute("data-term")
    link.click()
    expect(page.locator(f"#glosario-{key}")).to_be_focused()
