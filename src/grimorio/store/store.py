"""The game store (issue 19 §2): games, their answers after every decision, seats, invitations
— in SQLite by default (a file under the user's data directory) or any database SQLAlchemy
reaches by URL (PostgreSQL: ``postgresql+psycopg://user:pw@host/db``) — and the lessons of
the tutorial each learner has completed (issue 24).

The server calls it from worker threads: one engine (a connection pool) per store, and every
method is one short transaction of its own, so calls from several threads don't share a
session. Every argument is checked before the transaction begins (:mod:`.checks`): a bad one
raises :class:`StoreError` and nothing is written. Tokens are kept only as their SHA-256 and
compared with :func:`hmac.compare_digest`.

Opening a store brings its schema to the newest migration (Alembic, ``migrations/`` inside
the package, with a configuration built in code).
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import threading
from collections.abc import Iterator, Mapping, Sequence
from contextlib import AbstractContextManager, contextmanager, nullcontext
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import platformdirs
from alembic import command
from alembic.config import Config
from sqlalchemy import Engine, create_engine, delete, event, func, select, update
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import ArgumentError, IntegrityError, NoSuchModuleError, OperationalError
from sqlalchemy.orm import Session, defer, sessionmaker
from sqlalchemy.pool import StaticPool

from grimorio.store import checks
from grimorio.store.models import AnswerRow, GameRow, InviteRow, LessonProgressRow, SeatRow
from grimorio.store.records import GameStatus, StoredGame, StoreError

MIGRATIONS = Path(__file__).resolve().parent / "migrations"
DATABASE_FILE = "grimorio.sqlite3"
SQLITE_TIMEOUT = 30.0  # seconds a writer waits for another's transaction on SQLite
TAIL = 64  # answers at the end of a saved list that may differ from the stored ones
MIGRATION_LOCK = 0x6772696D  # "grim": PostgreSQL's advisory lock while migrating


def token_hash(token: str) -> str:
    """What the store keeps of a token: its SHA-256 in hexadecimal."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def _now() -> datetime:
    return datetime.now(UTC)


def _aware(moment: datetime) -> datetime:
    """A stored time as an aware UTC datetime (SQLite gives them back naive)."""
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)


def migration_config(connection: Any = None) -> Config:
    """Alembic's configuration for the store, built in code (no ``alembic.ini``); with a
    ``connection`` the migrations run on it."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    if connection is not None:
        config.attributes["connection"] = connection
    return config


def _in_memory(url: URL) -> bool:
    return url.get_backend_name() == "sqlite" and url.database in (None, "", ":memory:")


def _sqlite_engine(url: URL) -> Engine:
    """An SQLite engine whose transactions begin with ``BEGIN IMMEDIATE``: a transaction that
    reads then writes takes the write lock first, so two threads never deadlock on the
    upgrade from reading to writing (they wait up to :data:`SQLITE_TIMEOUT` instead). A
    database in memory is one connection shared by every thread (the store then runs one
    transaction at a time). A file is kept with a write-ahead log (WAL)."""
    engine = create_engine(
        url,
        connect_args={"check_same_thread": False, "timeout": SQLITE_TIMEOUT},
        poolclass=StaticPool if _in_memory(url) else None,
    )

    @event.listens_for(engine, "connect")
    def _connect(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.isolation_level = None  # SQLAlchemy emits BEGIN itself (below)
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA foreign_keys = ON")
        if not _in_memory(url):
            # a write-ahead log: readers never wait for the writer, and a commit is one
            # append, synced at checkpoints (a crash of the process loses nothing; a power
            # cut may lose the last decisions, which the players would make again)
            cursor.execute("PRAGMA journal_mode = WAL")
            cursor.execute("PRAGMA synchronous = NORMAL")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _begin(connection: Any) -> None:
        connection.exec_driver_sql("BEGIN IMMEDIATE")

    return engine


class Store:
    """The games of a server, kept in a database (see the module's docstring)."""

    def __init__(self, url: str | None = None) -> None:
        """Open (and create, or migrate to the newest schema) the store at ``url``, an
        SQLAlchemy URL; ``None`` is :meth:`default_url`, whose directory is created."""
        if url is None:
            url = self.default_url()
        if type(url) is not str:
            raise StoreError(
                "la dirección de la base de datos es un texto (URL de SQLAlchemy)",
                "the database address must be text (an SQLAlchemy URL)",
            )
        self.url = url
        try:
            parsed = make_url(url)
        except ArgumentError:
            raise StoreError(
                "la dirección de la base de datos no es una URL de SQLAlchemy",
                "the database address is not an SQLAlchemy URL",
            ) from None
        self.dialect = parsed.get_backend_name()
        self._lock: AbstractContextManager[Any] = (
            threading.Lock() if _in_memory(parsed) else nullcontext()
        )
        try:
            if self.dialect == "sqlite":
                self.engine = _sqlite_engine(parsed)
            else:
                self.engine = create_engine(parsed, pool_pre_ping=True)
        except (ImportError, NoSuchModuleError) as exc:  # PostgreSQL without its extra
            raise StoreError(
                f"falta el controlador de esa base de datos ({exc}); para PostgreSQL, instala "
                "grimorio[postgres]",
                f"that database's driver is missing ({exc}); for PostgreSQL, install "
                "grimorio[postgres]",
            ) from None
        self._sessions = sessionmaker(self.engine, expire_on_commit=False)
        try:
            self._migrate()
        except OperationalError as exc:
            self.engine.dispose()
            reason = str(exc.orig or exc).splitlines()[0][:200]
            raise StoreError(
                f"no se puede abrir la base de datos: {reason}",
                f"cannot open the database: {reason}",
            ) from None
        except BaseException:
            self.engine.dispose()
            raise

    @staticmethod
    def default_url() -> str:
        """SQLite, in ``grimorio.sqlite3`` under the user's data directory (made if missing)."""
        folder = Path(platformdirs.user_data_dir("grimorio"))
        folder.mkdir(parents=True, exist_ok=True)
        return f"sqlite:///{folder / DATABASE_FILE}"

    def _migrate(self) -> None:
        """The schema brought to the newest migration, in one transaction (on PostgreSQL under
        an advisory lock, so two servers opening one database migrate one after the other)."""
        with self.engine.begin() as connection:
            if self.dialect == "postgresql":
                connection.exec_driver_sql(f"SELECT pg_advisory_xact_lock({MIGRATION_LOCK})")
            command.upgrade(migration_config(connection), "head")

    def close(self) -> None:
        """Close every pooled connection; the store is not used after."""
        self.engine.dispose()

    @contextmanager
    def _transaction(self) -> Iterator[Session]:
        with self._lock, self._sessions.begin() as session:
            yield session

    @staticmethod
    def _game(session: Session, game_id: str, *, lock: bool = False) -> GameRow:
        query = select(GameRow).where(GameRow.id == game_id)
        if lock:
            query = query.with_for_update()
        row = session.scalars(query).one_or_none()
        if row is None:
            raise checks.unknown_game(game_id)
        return row

    # -- games ---------------------------------------------------------------------------
    def create_game(
        self,
        *,
        seed: int,
        names: Sequence[str],
        decks: Sequence[Sequence[str]],
        settings: Mapping[str, Any],
        status: GameStatus = GameStatus.PLAYING,
        variant: str = "plain",
        commanders: Sequence[Sequence[str]] | None = None,
        schemes: Sequence[Sequence[str]] | None = None,
    ) -> str:
        """A new game's id (:func:`secrets.token_urlsafe` of 16 bytes). ``names`` and
        ``decks`` have one entry per seat; a seat whose friend hasn't joined has an empty
        deck (and may have an empty name) until :meth:`claim_invite`. ``variant`` is the
        variant of Magic played (CR 806, 903, 904.12); ``commanders`` and ``schemes``, when
        given, each seat's commander (903.3) and scheme deck (904.3)."""
        checked_seed = checks.seed(seed)
        checked_names, checked_decks = checks.players(names, decks)
        checked_settings = checks.settings(settings)
        checked_status = checks.status(status)
        checked_variant = checks.variant(variant)
        seats = len(checked_decks)
        checked_commanders = checks.command_cards(commanders, seats, ("comandantes", "commanders"))
        checked_schemes = checks.command_cards(schemes, seats, ("mazos de planes", "scheme decks"))
        game_id = secrets.token_urlsafe(16)
        now = _now()
        with self._transaction() as session:
            session.add(
                GameRow(
                    id=game_id,
                    seed=str(checked_seed),
                    names=list(checked_names),
                    decks=[list(d) for d in checked_decks],
                    settings=checked_settings,
                    variant=checked_variant.value,
                    commanders=_lists(checked_commanders),
                    schemes=_lists(checked_schemes),
                    status=checked_status.value,
                    document=None,
                    last_request=0,
                    winner=None,
                    reason=None,
                    created=now,
                    updated=now,
                )
            )
        return game_id

    def save_progress(
        self,
        game_id: str,
        *,
        answers: Sequence[str],
        document: str | None,
        last_request: int,
        status: GameStatus,
        winner: int | None = None,
        reason: str | None = None,
    ) -> None:
        """Save a game after a decision, in one transaction: ``answers`` is the whole list so
        far, of which only the last :data:`TAIL` may differ from the stored ones (those past
        its end — a cancelled cast, CR 601.2 — are deleted; the new ones added);
        ``document`` the game's ``Game.to_json()``, or None to keep the one stored (a server
        saves it every few answers, and a resumed game replays the answers after it);
        ``last_request`` the last request id sent."""
        checked_id = checks.game_id(game_id)
        given = checks.answers(answers)
        checked_document = None if document is None else checks.document(document)
        checked_request = checks.request(last_request)
        checked_status = checks.status(status)
        checked_winner = checks.winner(winner)
        checked_reason = checks.reason(reason)
        with self._transaction() as session:
            row = self._game(session, checked_id, lock=True)
            checks.winner(checked_winner, len(row.names))  # a seat of this game
            count = session.scalar(
                select(func.count()).select_from(AnswerRow).where(AnswerRow.game_id == checked_id)
            )
            first = min(max(0, len(given) - TAIL), count or 0)
            stored = session.execute(
                select(AnswerRow.idx, AnswerRow.answer)
                .where(AnswerRow.game_id == checked_id, AnswerRow.idx >= first)
                .order_by(AnswerRow.idx)
            ).all()
            kept = first
            for (idx, text), answer in zip(stored, given[first:], strict=False):
                if idx != kept or text != answer:
                    break
                kept += 1
            if kept < first + len(stored):
                session.execute(
                    delete(AnswerRow).where(AnswerRow.game_id == checked_id, AnswerRow.idx >= kept)
                )
            session.add_all(
                AnswerRow(game_id=checked_id, idx=i, answer=given[i])
                for i in range(kept, len(given))
            )
            if checked_document is not None:
                row.document = checked_document
            row.last_request = checked_request
            row.status = checked_status.value
            row.winner = checked_winner
            row.reason = checked_reason
            row.updated = _now()

    def load(self, game_id: str) -> StoredGame:
        """The stored game, or :class:`StoreError` if there is none with that id."""
        checked_id = checks.game_id(game_id)
        with self._transaction() as session:
            row = self._game(session, checked_id)
            answers = session.scalars(
                select(AnswerRow.answer)
                .where(AnswerRow.game_id == checked_id)
                .order_by(AnswerRow.idx)
            ).all()
            return _stored(row, tuple(answers))

    def games(
        self, status: GameStatus | None = None, limit: int = 50, *, documents: bool = True
    ) -> list[StoredGame]:
        """Up to ``limit`` games, newest first (last saved first); only those of ``status``
        if given — the finished ones for the replay list, the playing ones to resume. With
        ``documents=False`` the saves are not read (their ``document`` is ``None``): a
        listing then costs the answers, not some 100 KB of JSON a game."""
        checked_status = None if status is None else checks.status(status)
        checked_limit = checks.limit(limit)
        if type(documents) is not bool:
            raise StoreError("documents es True o False", "documents must be True or False")
        query = select(GameRow).order_by(GameRow.updated.desc(), GameRow.id).limit(checked_limit)
        if not documents:
            query = query.options(defer(GameRow.document, raiseload=True))
        if checked_status is not None:
            query = query.where(GameRow.status == checked_status.value)
        with self._transaction() as session:
            rows = session.scalars(query).all()
            answers: dict[str, list[str]] = {row.id: [] for row in rows}
            if rows:
                for game_id, answer in session.execute(
                    select(AnswerRow.game_id, AnswerRow.answer)
                    .where(AnswerRow.game_id.in_(list(answers)))
                    .order_by(AnswerRow.game_id, AnswerRow.idx)
                ):
                    answers[game_id].append(answer)
            return [_stored(row, tuple(answers[row.id]), with_document=documents) for row in rows]

    def count(self, status: GameStatus | None = None) -> int:
        """How many games are stored (of ``status``, if given)."""
        query = select(func.count()).select_from(GameRow)
        if status is not None:
            query = query.where(GameRow.status == checks.status(status).value)
        with self._transaction() as session:
            return int(session.scalar(query) or 0)

    # -- seats and invitations -----------------------------------------------------------
    def add_seat(self, game_id: str, seat: int, token: str) -> None:
        """Give ``seat`` to whoever holds ``token`` (only its SHA-256 is stored); a seat given
        before gets the new token, the old one no longer opens it."""
        checked_id = checks.game_id(game_id)
        checked_seat = checks.seat(seat)
        digest = token_hash(checks.token(token))
        with self._transaction() as session:
            row = self._game(session, checked_id, lock=True)
            _put_seat(session, checked_id, _seat_of_row(row, checked_seat), digest)

    def seat_of(self, game_id: str, token: str) -> int | None:
        """The seat ``token`` opens in that game, or ``None`` (a wrong token, another game's,
        an unknown game)."""
        checked_id = checks.game_id(game_id)
        digest = token_hash(checks.token(token))
        with self._transaction() as session:
            seats = session.execute(
                select(SeatRow.seat, SeatRow.token_hash).where(SeatRow.game_id == checked_id)
            ).all()
        found = None
        for seat, stored in seats:
            if hmac.compare_digest(stored, digest):
                found = seat
        return found

    def add_invite(self, game_id: str, seat: int, token: str) -> None:
        """An invitation to take ``seat`` with ``token`` (only its SHA-256 is stored); it
        replaces an earlier invitation to that seat."""
        checked_id = checks.game_id(game_id)
        checked_seat = checks.seat(seat)
        digest = token_hash(checks.token(token))
        with self._transaction() as session:
            row = self._game(session, checked_id, lock=True)
            _seat_of_row(row, checked_seat)
            existing = session.get(InviteRow, (checked_id, checked_seat))
            if existing is None:
                session.add(
                    InviteRow(game_id=checked_id, seat=checked_seat, token_hash=digest, used=False)
                )
            else:
                existing.token_hash = digest
                existing.used = False

    def claim_invite(
        self,
        game_id: str,
        invite: str,
        *,
        seat_token: str,
        name: str,
        deck: Sequence[str],
        commander: Sequence[str] = (),
        schemes: Sequence[str] = (),
    ) -> int | None:
        """The seat an unused invitation gives, taken in one transaction: the invitation is
        marked used, ``seat_token`` opens the seat, the seat gets ``name`` and ``deck`` (and
        in a game that keeps them, its ``commander``, CR 903.3, and ``schemes``, 904.3), and
        the game is PLAYING once every invited seat is taken (each seat has its deck).
        ``None`` if ``invite`` is no unused invitation of that game — so of two claims of
        one invitation, even at once, the second gets ``None``."""
        checked_id = checks.game_id(game_id)
        invite_digest = token_hash(checks.token(invite))
        seat_digest = token_hash(checks.token(seat_token))
        checked_name = checks.name(name)
        checked_deck = checks.deck(deck)
        checked_commander = checks.deck(commander)
        checked_schemes = checks.deck(schemes)
        if not checked_deck:
            raise StoreError(
                "quien acepta una invitación trae un mazo",
                "whoever accepts an invite brings a deck",
            )
        with self._transaction() as session:
            row = self._game(session, checked_id, lock=True)
            invites = session.execute(
                select(InviteRow.seat, InviteRow.token_hash).where(
                    InviteRow.game_id == checked_id, InviteRow.used.is_(False)
                )
            ).all()
            seat = None
            for candidate, stored in invites:
                if hmac.compare_digest(stored, invite_digest):
                    seat = candidate
            if seat is None:
                return None
            # the guard against a claim at the same moment: only one UPDATE finds it unused
            taken = session.execute(
                update(InviteRow)
                .where(
                    InviteRow.game_id == checked_id,
                    InviteRow.seat == seat,
                    InviteRow.used.is_(False),
                )
                .values(used=True)
                .execution_options(synchronize_session=False)
            )
            if getattr(taken, "rowcount", 0) != 1:
                return None
            _put_seat(session, checked_id, seat, seat_digest)
            names = list(row.names)
            decks = [list(d) for d in row.decks]
            names[seat] = checked_name
            decks[seat] = list(checked_deck)
            row.names = names
            row.decks = decks
            if row.commanders is not None:
                row.commanders = _with_seat(row.commanders, seat, checked_commander)
            if row.schemes is not None:
                row.schemes = _with_seat(row.schemes, seat, checked_schemes)
            # the game begins once every invited seat is taken (each brings its deck)
            if all(decks):
                row.status = GameStatus.PLAYING.value
            row.updated = _now()
            return seat

    def touch_seat(self, game_id: str, seat: int) -> None:
        """The person at ``seat`` was seen now (for the long-absence rule of the server)."""
        checked_id = checks.game_id(game_id)
        checked_seat = checks.seat(seat)
        with self._transaction() as session:
            self._game(session, checked_id)
            found = session.get(SeatRow, (checked_id, checked_seat))
            if found is None:
                raise _no_seat(checked_id, checked_seat)
            found.last_seen = _now()

    def last_seen(self, game_id: str, seat: int) -> datetime | None:
        """When the person at ``seat`` was last seen (aware, UTC), ``None`` if never."""
        checked_id = checks.game_id(game_id)
        checked_seat = checks.seat(seat)
        with self._transaction() as session:
            self._game(session, checked_id)
            found = session.get(SeatRow, (checked_id, checked_seat))
            if found is None or found.last_seen is None:
                return None
            return _aware(found.last_seen)

    # -- the tutorial's progress (issue 24) ------------------------------------------------
    def mark_lesson_done(self, learner: str, lesson: str) -> datetime:
        """The learner completed ``lesson`` (the server says so when the coach does): kept
        with the time of the first completion, which is returned; doing it again (a
        replayed lesson) changes nothing. Only the SHA-256 of ``learner`` is written."""
        digest = token_hash(checks.learner(learner))
        checked_lesson = checks.lesson(lesson)
        try:
            with self._transaction() as session:
                found = session.get(LessonProgressRow, (digest, checked_lesson))
                if found is not None:
                    return _aware(found.completed)
                now = _now()
                session.add(
                    LessonProgressRow(learner_hash=digest, lesson=checked_lesson, completed=now)
                )
                return now
        except IntegrityError:  # the same completion written at the same moment by another
            done = self.lessons_done(learner)
            if checked_lesson not in done:
                raise
            return done[checked_lesson]

    def lessons_done(self, learner: str) -> dict[str, datetime]:
        """The lessons the learner completed, each with when it was first completed."""
        digest = token_hash(checks.learner(learner))
        with self._transaction() as session:
            found = session.execute(
                select(LessonProgressRow.lesson, LessonProgressRow.completed).where(
                    LessonProgressRow.learner_hash == digest
                )
            ).all()
        return {lesson: _aware(when) for lesson, when in found}


def _no_seat(game_id: str, seat: int) -> StoreError:
    return StoreError(
        f"nadie ocupa el asiento {seat} de la partida {game_id}",
        f"nobody holds seat {seat} of game {game_id}",
    )


def _seat_of_row(row: GameRow, seat: int) -> int:
    """``seat``, which must be one of the game's own seats (one per stored name)."""
    return checks.seat(seat, len(row.names))


def _put_seat(session: Session, game_id: str, seat: int, digest: str) -> None:
    existing = session.get(SeatRow, (game_id, seat))
    if existing is None:
        session.add(SeatRow(game_id=game_id, seat=seat, token_hash=digest, last_seen=None))
    else:
        existing.token_hash = digest


def _lists(cards: tuple[tuple[str, ...], ...] | None) -> list[list[str]] | None:
    return None if cards is None else [list(c) for c in cards]


def _with_seat(lists: list[list[str]], seat: int, cards: tuple[str, ...]) -> list[list[str]]:
    """``lists`` (one per seat) with ``seat``'s replaced: a new list, so the JSON column is
    seen as changed."""
    changed = [list(c) for c in lists]
    changed[seat] = list(cards)
    return changed


def _tuples(lists: list[list[str]] | None) -> tuple[tuple[str, ...], ...]:
    return () if lists is None else tuple(tuple(c) for c in lists)


def _stored(row: GameRow, answers: tuple[str, ...], with_document: bool = True) -> StoredGame:
    return StoredGame(
        id=row.id,
        seed=int(row.seed),
        names=tuple(row.names),
        decks=tuple(tuple(d) for d in row.decks),
        settings=dict(row.settings),
        status=GameStatus(row.status),
        answers=answers,
        document=row.document if with_document else None,
        last_request=row.last_request,
        winner=row.winner,
        reason=row.reason,
        created=_aware(row.created),
        updated=_aware(row.updated),
        variant=row.variant,
        commanders=_tuples(row.commanders),
        schemes=_tuples(row.schemes),
    )
