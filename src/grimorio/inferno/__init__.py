"""The rules of Inferno (issue 22, ``docs/inferno.md``), on the rules both games share
(``grimorio.rules``); Inferno rule numbers are cited with the prefix ``I-``."""
