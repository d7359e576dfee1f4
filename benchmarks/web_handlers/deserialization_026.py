import yaml
from fastapi import FastAPI, Request

app = FastAPI()


@app.post("/load-profile")
async def load_profile(request: Request):
    """Load profile."""
    profile = (await request.json()).get("profile", "")
    attempts = 0
    picked = "name: guest"
    while attempts < 1:
        picked = profile
        attempts += 1
    profile = picked
    profile = yaml.unsafe_load(profile)
    return {"profile": profile}
