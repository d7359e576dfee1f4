from flask import Flask, jsonify, request
from flask_sqlalchemy import SQLAlchemy
from sqlalchemy import text

app = Flask(__name__)
db = SQLAlchemy(app)


@app.get("/users")
def list_users():
    order = request.args.get("sort", "id")
    statement = text("SELECT id, email FROM users ORDER BY %s" % order)
    return jsonify([dict(row._mapping) for row in db.session.execute(statement)])
