#!/usr/bin/env bash
# Weavers balance by simulation: every Class x Spellbook deck plays GAMES games against the
# field (the other seat's deck drawn from each game's seed), both seats played by BOT.
# Prints the markdown tables of docs/balance/weavers.md (win rate counts a tie as half a win).
#   usage: scripts/weavers_balance.sh [BOT] [GAMES] [SEED]    e.g. scripts/weavers_balance.sh ismcts:300 60 1
set -euo pipefail
BOT=${1:-ismcts:300}
GAMES=${2:-60}
SEED=${3:-1}
CLI=${LOOMHALL_CLI:-target/release/loomhall}
[ -x "$CLI" ] || cargo build --release --bin loomhall >/dev/null 2>&1
CLASSES=("Pyromancer" "Lightwarden" "Arcanist" "Alchemist" "Hexwright")
BOOKS=("Cinder Codex" "Aegis Psalter" "Hollow Litany" "Clockwork Folio" "Serpent Herbal")
rows=""
for c in "${CLASSES[@]}"; do
  for b in "${BOOKS[@]}"; do
    opts=$(jq -nc --arg c "$c" --arg b "$b" '{decks: [{class: $c, spellbook: $b}, null]}')
    out=$("$CLI" simulate --game weavers --games "$GAMES" --seed "$SEED" --bots "$BOT,$BOT" --options "$opts" --json)
    errors=$(jq '.errors' <<<"$out")
    [ "$errors" = "0" ] || { echo "engine errors for $c + $b: $out" >&2; exit 1; }
    rate=$(jq '((.wins[0] + 0.5 * .ties) / .games)' <<<"$out")
    rows+="$c|$b|$rate"$'\n'
  done
done
echo "Bots: \`$BOT\` in both seats; $GAMES games per deck from seed $SEED; a tie counts as half a win."
echo
echo "| Class \\ Spellbook | ${BOOKS[0]} | ${BOOKS[1]} | ${BOOKS[2]} | ${BOOKS[3]} | ${BOOKS[4]} | Class average |"
echo "|---|---|---|---|---|---|---|"
for c in "${CLASSES[@]}"; do
  line="| $c"
  for b in "${BOOKS[@]}"; do
    r=$(grep -F "$c|$b|" <<<"$rows" | cut -d'|' -f3)
    line+=" | $(printf '%.0f%%' "$(jq -n "$r * 100")")"
  done
  avg=$(grep -F "$c|" <<<"$rows" | cut -d'|' -f3 | jq -s 'add / length * 100')
  echo "$line | **$(printf '%.0f%%' "$avg")** |"
done
line="| **Spellbook average**"
for b in "${BOOKS[@]}"; do
  avg=$(grep -F "|$b|" <<<"$rows" | cut -d'|' -f3 | jq -s 'add / length * 100')
  line+=" | **$(printf '%.0f%%' "$avg")**"
done
echo "$line | |"
