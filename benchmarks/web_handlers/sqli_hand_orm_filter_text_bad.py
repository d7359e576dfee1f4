from flask import Flask, request
from sqlalchemy import text
from sqlalchemy.orm import Session

from models import User, engine

app = Flask(__name__)

@app.get("/profile")
def profile():
    name = request.args["name"]
    with Session(engine) as session:
        user = session.query(User).filter(text("name = '%s'" % name)).first()
    return {"id": user.id if user else None}
