import random

from fastapi import FastAPI, Form

app = FastAPI()

PRODUCTS = [{"name": "pen", "category": "office"}, {"name": "mug", "category": "kitchen"}]


@app.post("/featured")
def featured(category: str = Form(default="")):
    """Featured."""
    pool = [p for p in PRODUCTS if category in ("all", p["category"])]
    return {"featured": random.sample(pool, min(3, len(pool)))}
