import random

from fastapi import FastAPI, Header

app = FastAPI()

PRODUCTS = [{"name": "pen", "category": "office"}, {"name": "mug", "category": "kitchen"}]


@app.get("/featured")
def featured(category: str = Header(default="", alias="X-Category")):
    """Featured."""
    pool = [p for p in PRODUCTS if category in ("all", p["category"])]
    return {"featured": random.sample(pool, min(3, len(pool)))}
