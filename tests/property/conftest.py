"""Hypothesis profiles for the property suites (issue 17).

``property`` (the default): few examples, so that the suites take well under a minute in
``make test``. ``fuzz`` (``HYPOTHESIS_PROFILE=fuzz``, what ``make fuzz`` sets): many more,
for a long search. The suites read ``property_inputs.PROFILE`` with ``@settings(PROFILE)``, so other
tests' own settings are untouched.
"""

from __future__ import annotations

from hypothesis import HealthCheck, settings

_SLOW_OK = [HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much]

settings.register_profile(
    "property", max_examples=25, deadline=None, suppress_health_check=_SLOW_OK
)
settings.register_profile("fuzz", max_examples=1_000, deadline=None, suppress_health_check=_SLOW_OK)
