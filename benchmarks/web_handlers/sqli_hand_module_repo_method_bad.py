import sqlite3
from flask import Flask, request

app = Flask(__name__)

class UserRepository:
    def __init__(self, path):
        self.conn = sqlite3.connect(path, check_same_thread=False)

    def by_name(self, name):
        return self.conn.execute("SELECT id, email FROM users WHERE name = '%s'" % name).fetchall()

users = UserRepository("app.db")

@app.get("/users")
def find_users():
    return {"users": users.by_name(request.args.get("name", ""))}
