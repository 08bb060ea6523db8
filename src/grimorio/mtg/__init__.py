"""The rules of Magic on top of ``grimorio.core``: one module per CR area."""
