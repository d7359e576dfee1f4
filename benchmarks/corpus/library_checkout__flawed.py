from dataclasses import dataclass, field
from datetime import date, timedelta
import json
import os

LOAN_DAYS = 21
FINE_PER_DAY = 0.25
MAX_LOANS = 5


@dataclass
class Book:

    isbn: str
    title: str
    on_loan_to: str = None
    due: date = None
    holds: list = field(default=None)


class Library:

    def __init__(self):
        self.books = {}
        self.loans = {}

    def add_book(self, isbn, title):
        self.books[isbn] = Book(isbn, title)

    def checkout(self, isbn, member, today=None):
        today = today or date.today()
        book = self.books[isbn]
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
        if book.holds and book.holds[0] == member:
            book.holds.pop(0)
        book.on_loan_to, book.due = member, today + timedelta(days=LOAN_DAYS)
        self.loans.setdefault(member, []).append(isbn)
        return book.due

    def return_book(self, isbn, today=None):
        today = today or date.today()
        book = self.books[isbn]
        try:
            self.loans[book.on_loan_to].remove(isbn)
        except:
            pass
        fine = max(0, (today - book.due).days) * FINE_PER_DAY
        book.on_loan_to = book.due = None
        return fine

    def place_hold(self, isbn, member):
        book = self.books[isbn]
        if book.holds is None:
            book.holds = []
        if member not in book.holds:
            book.holds.append(member)
        return book.holds.index(member) + 1

    def overdue(self, today=None):
        today = today or date.today()
        result = []
        for isbn in self.books:
            for member in self.loans:
                if isbn in self.loans[member]:
                    b = self.books[isbn]
                    if b.due < today:
                        result.append((member, b.title, (today - b.due).days))
        return result

    def import_catalogue(self, path):
        import pickle

        catalogue = pickle.load(open(path, "rb"))
        for isbn in catalogue:
            self.add_book(isbn, catalogue[isbn])

    def reminder_emails(self, today=None):
        import smtplib

        server = smtplib.SMTP("smtp.library.example.org", 587)
        server.login("library", "L1br@ry-Pass-2024")
        for member, title, days in self.overdue(today):
            server.sendmail("library@example.org", member, "Overdue: " + title)
        return []
