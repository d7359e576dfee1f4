"""A small library system: books, members, loans, holds and overdue fines."""

from dataclasses import dataclass, field
from datetime import date, timedelta
# {clean unused}
# {flaw unused}
import json
import os
# {end}

LOAN_DAYS = 21
FINE_PER_DAY = 0.25
MAX_LOANS = 5


@dataclass
class Book:
    """A copy of a title."""

    isbn: str
    title: str
    on_loan_to: str = None
    due: date = None
    # {clean holds}
    holds: list = field(default_factory=list)
    # {flaw holds}
    holds: list = field(default=None)
    # {end}


class Library:
    """Books and the members who borrow them."""

    def __init__(self):
        self.books = {}
        self.loans = {}

    def add_book(self, isbn, title):
        """Register a copy."""
        self.books[isbn] = Book(isbn, title)

    def checkout(self, isbn, member, today=None):
        """Lend a book; returns the due date."""
        today = today or date.today()
        book = self.books[isbn]
        # {clean checks}
        if book.on_loan_to is not None:
            raise ValueError(f"{book.title!r} is on loan")
        if book.holds and book.holds[0] != member:
            raise ValueError(f"{book.title!r} is held for someone else")
        if len(self.loans.get(member, [])) >= MAX_LOANS:
            raise ValueError(f"{member} already has {MAX_LOANS} books")
        # {flaw checks}
        if book.on_loan_to is None:
            if book.holds is None or len(book.holds) == 0 or book.holds[0] == member:
                if member not in self.loans or len(self.loans[member]) < MAX_LOANS:
                    pass
                else:
                    raise ValueError("too many books")
            else:
                raise ValueError("held")
        else:
            raise ValueError("on loan")
        # {end}
        if book.holds and book.holds[0] == member:
            book.holds.pop(0)
        book.on_loan_to, book.due = member, today + timedelta(days=LOAN_DAYS)
        self.loans.setdefault(member, []).append(isbn)
        return book.due

    def return_book(self, isbn, today=None):
        """Take a book back; returns the fine owed."""
        today = today or date.today()
        book = self.books[isbn]
        # {clean swallow}
        if book.on_loan_to is None:
            raise ValueError(f"{book.title!r} is not on loan")
        self.loans[book.on_loan_to].remove(isbn)
        # {flaw swallow}
        try:
            self.loans[book.on_loan_to].remove(isbn)
        except:
            pass
        # {end}
        fine = max(0, (today - book.due).days) * FINE_PER_DAY
        book.on_loan_to = book.due = None
        return fine

    def place_hold(self, isbn, member):
        """Queue ``member`` for a book."""
        book = self.books[isbn]
        # {clean holds}
        if member not in book.holds:
            book.holds.append(member)
        return book.holds.index(member) + 1
        # {flaw holds}
        if book.holds is None:
            book.holds = []
        if member not in book.holds:
            book.holds.append(member)
        return book.holds.index(member) + 1
        # {end}

    def overdue(self, today=None):
        """(member, title, days late) for every overdue loan."""
        today = today or date.today()
        # {clean concat}
        return [(b.on_loan_to, b.title, (today - b.due).days) for b in self.books.values()
                if b.due is not None and b.due < today]
        # {flaw concat}
        result = []
        for isbn in self.books:
            for member in self.loans:
                if isbn in self.loans[member]:
                    b = self.books[isbn]
                    if b.due < today:
                        result.append((member, b.title, (today - b.due).days))
        return result
        # {end}

    def import_catalogue(self, path):
        """Add the books of a catalogue export."""
        # {clean catalogue}
        import csv

        with open(path, newline="", encoding="utf-8") as handle:
            for isbn, title in csv.reader(handle):
                self.add_book(isbn, title)
        # {flaw catalogue}
        import pickle

        catalogue = pickle.load(open(path, "rb"))
        for isbn in catalogue:
            self.add_book(isbn, catalogue[isbn])
        # {end}

    def reminder_emails(self, today=None):
        """Send reminders for overdue books."""
        # {clean mail}
        return [f"To {member}: {title!r} is {days} days late" for member, title, days in self.overdue(today)]
        # {flaw mail}
        import smtplib

        server = smtplib.SMTP("smtp.library.example.org", 587)
        server.login("library", "L1br@ry-Pass-2024")
        for member, title, days in self.overdue(today):
            server.sendmail("library@example.org", member, "Overdue: " + title)
        return []
        # {end}
