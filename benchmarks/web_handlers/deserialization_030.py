import yaml
from fastapi import FastAPI, Request

app = FastAPI()


@app.post("/load-profile")
async def load_profile(request: Request):
    """Load profile."""
    profile = (await request.json()).get("profile", "")
    candidates = ["name: guest"]
    candidates.append(profile)
    profile = candidates[-1]
    profile = yaml.unsafe_load(profile)
    return {"profile": profile}
