"""The kinds of counters (CR 122) by their names in Spanish and English: in the log ("1
contador de posesión", "2 time counters") and on the board ("posesión×1", "+1/+1×2").

The Spanish names are the ones the Spanish card texts of the data and the Spanish CR write:
"un contador de posesión" (Receptáculo reacio), "contador de nido" (Muñeca espasmódica),
"contadores de aceleración" (Motosierra, for the English "rev counters"), "contadores de
lealtad" (Kaito), and the keyword counters of 122.1b ("volar, dañar primero, dañar dos veces,
toque mortal, … vínculo vital, amenaza, alcance, arrollar y vigilancia")."""

from __future__ import annotations

# kind → (Spanish, English): what follows "contador" and what precedes "counter"
COUNTER_NAMES: dict[str, tuple[str, str]] = {
    "+1/+1": ("+1/+1", "+1/+1"),  # CR 122.1a
    "-1/-1": ("-1/-1", "-1/-1"),
    "time": ("de tiempo", "time"),  # 702.176a impending
    "stun": ("de aturdimiento", "stun"),  # 122.1d
    "soul": ("de alma", "soul"),  # Tabla de espiritismo
    "finality": ("de consumación", "finality"),  # 122.1h
    "loyalty": ("de lealtad", "loyalty"),  # 306.5b
    "lore": ("de sabiduría", "lore"),  # 714.3a
    "possession": ("de posesión", "possession"),
    "nest": ("de nido", "nest"),
    "rev": ("de aceleración", "rev"),
    "poison": ("de veneno", "poison"),  # 122.1f, on a player
    "daño": ("de daño", "damage"),  # Inferno's damage counters (I-118.3b, I-121.1a)
    # keyword counters (CR 122.1b)
    "flying": ("de volar", "flying"),
    "first_strike": ("de dañar primero", "first strike"),
    "double_strike": ("de dañar dos veces", "double strike"),
    "deathtouch": ("de toque mortal", "deathtouch"),
    "haste": ("de prisa", "haste"),
    "hexproof": ("de antimaleficio", "hexproof"),
    "indestructible": ("de indestructible", "indestructible"),
    "lifelink": ("de vínculo vital", "lifelink"),
    "menace": ("de amenaza", "menace"),
    "reach": ("de alcance", "reach"),
    "trample": ("de arrollar", "trample"),
    "vigilance": ("de vigilancia", "vigilance"),
}


def counter_name(kind: str, lang: str = "es") -> str:
    """The kind's name alone: "posesión", "+1/+1", "lealtad" / "possession" (a kind nobody
    named shows as it is)."""
    es, en = COUNTER_NAMES.get(kind, (kind, kind))
    if lang != "es":
        return en
    return es[3:] if es.startswith("de ") else es


def counters_phrase(n: int, kind: str, lang: str = "es") -> str:
    """n counters of a kind as a sentence says it: "1 contador de tiempo", "2 contadores
    +1/+1" / "1 time counter"."""
    es, en = COUNTER_NAMES.get(kind, (kind, kind))
    if lang == "es":
        return f"{n} contador{'' if n == 1 else 'es'} {es}"
    return f"{n} {en} counter{'' if n == 1 else 's'}"


def counter_label(kind: str, n: int, lang: str = "es") -> str:
    """n counters of a kind as the board shows them: "posesión×1", "+1/+1×2", "lealtad×4"."""
    return f"{counter_name(kind, lang)}×{n}"


__all__ = ["COUNTER_NAMES", "counter_label", "counter_name", "counters_phrase"]
