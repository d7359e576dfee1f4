from enum import Enum

from fastapi import FastAPI, Request
from starlette.middleware.sessions import SessionMiddleware

app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key="change-me-in-settings", https_only=True)


class Region(str, Enum):
    eu = "eu"
    us = "us"


@app.post("/region")
async def choose_region(request: Request):
    region = request.query_params.get("region", "eu")
    request.session["region"] = region
    return {"region": request.session["region"]}
