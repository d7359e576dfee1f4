import sqlite3
from dataclasses import dataclass
from flask import Flask, request

app = Flask(__name__)

@dataclass
class Filter:
    column: str
    value: str

    def where(self):
        return f"{self.column} = '{self.value}'"

@app.get("/find")
def find():
    flt = Filter("email", request.args["email"])
    rows = sqlite3.connect("app.db").execute("SELECT id FROM users WHERE email = ?", (flt.value,)).fetchall()
    return {"rows": rows}
