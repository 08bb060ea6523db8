"""A game's variant and the cards each seat starts with in the command zone (issue 23):
Commander's commanders (CR 903.3) and Archenemy's scheme decks (904.3). A game stored before
is a plain one ("plain", no such cards).

Revision ID: 0002
Revises: 0001
Create Date: 2026-12-05
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0002"
down_revision: str | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.add_column(
            sa.Column("variant", sa.String(16), nullable=False, server_default="plain")
        )
        batch.add_column(sa.Column("commanders", sa.JSON(), nullable=True))
        batch.add_column(sa.Column("schemes", sa.JSON(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.drop_column("schemes")
        batch.drop_column("commanders")
        batch.drop_column("variant")
