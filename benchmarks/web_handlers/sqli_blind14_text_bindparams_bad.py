from fastapi import FastAPI
from sqlalchemy import create_engine, text

app = FastAPI()
engine = create_engine("sqlite:///shop.db")


@app.get("/products/{sku}")
def product(sku: str):
    stmt = text(f"SELECT name FROM products WHERE sku = '{sku}'")
    with engine.connect() as conn:
        row = conn.execute(stmt).first()
    return {"name": row[0] if row else None}
