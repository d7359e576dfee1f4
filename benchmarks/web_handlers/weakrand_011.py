import random

from fastapi import FastAPI, Request

app = FastAPI()

PRODUCTS = [{"name": "pen", "category": "office"}, {"name": "mug", "category": "kitchen"}]


@app.post("/featured")
async def featured(request: Request):
    """Featured."""
    category = (await request.json()).get("category", "")
    pool = [p for p in PRODUCTS if category in ("all", p["category"])]
    return {"featured": random.sample(pool, min(3, len(pool)))}
