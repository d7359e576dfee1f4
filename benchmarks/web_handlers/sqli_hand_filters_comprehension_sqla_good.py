from flask import Flask, request
from sqlalchemy import create_engine, text

app = Flask(__name__)
engine = create_engine("sqlite:///shop.db")
COLUMNS = ("color", "size")

@app.get("/products")
def products():
    clauses = [f"{col} = :{col}" for col in COLUMNS if col in request.args]
    where = " AND ".join(clauses) or "1 = 1"
    params = {col: request.args[col] for col in COLUMNS if col in request.args}
    with engine.connect() as conn:
        return {"rows": [list(r) for r in conn.execute(text("SELECT * FROM products WHERE " + where), params)]}
