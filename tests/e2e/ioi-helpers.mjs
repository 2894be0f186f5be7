// Shared moves for Spellweaving IOI browser tests: reading the choice bar's prompt and
// answering it with the table's own controls.

/** The text of the first match, or '' at once when there is none (no auto-waiting). */
export async function textOf(locator) {
  return (await locator.count()) ? locator.first().innerText({ timeout: 2000 }).catch(() => '') : '';
}
export const prompt = (page) => textOf(page.locator('#choice-prompt'));
export const asked = (page, text) => page.locator('#choice-prompt', { hasText: text }).waitFor({ timeout: 10000 });
export const option = (page, name) => page.locator('.choice-options button', { hasText: name }).first();

/** Release: the only unraveled card is already chosen; otherwise choose the first. It goes onto
 *  the first pile. */
export async function releaseOne(page) {
  if (!(await page.locator('.pile-button').count())) {
    await page.locator('.seat-panel.mine .unraveled .card-button').first().click();
  }
  await asked(page, 'onto which pile');
  await page.locator('.pile-button').first().click();
}

/** Answers "Clear Your Mind: discard any…" as the scripted players do: discards the first card
 *  of the hand onto the first pile while fewer than three went this turn, then keeps the rest.
 *  Returns the turn's discards so far. */
export async function discardUpToThree(page, discards) {
  if (discards < 3 && (await page.locator('.hand button[data-card]').count())) {
    await page.locator('.hand button[data-card]').first().click();
    await asked(page, 'onto which pile');
    await page.locator('.pile-button').first().click();
    return discards + 1;
  }
  await option(page, 'Keep the rest').click();
  return discards;
}
