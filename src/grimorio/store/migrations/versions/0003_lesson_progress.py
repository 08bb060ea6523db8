"""The lessons of the tutorial each learner has completed (issue 24, "Learn to play"): one row
per learner and lesson, the learner known only by the SHA-256 of the id their browser made.

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-12
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "lesson_progress",
        sa.Column("learner_hash", sa.String(64), nullable=False),
        sa.Column("lesson", sa.String(40), nullable=False),
        sa.Column("completed", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("learner_hash", "lesson", name="pk_lesson_progress"),
    )


def downgrade() -> None:
    op.drop_table("lesson_progress")
