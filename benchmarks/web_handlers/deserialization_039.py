import yaml
from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    profile: str = ""


def run_load_profile(profile):
    """Load profile for one value."""
    profile = yaml.safe_load(profile)
    return {"profile": profile}


@app.post("/load-profile")
def load_profile(payload: RequestBody):
    """Load profile."""
    profile = payload.profile
    for part in profile.split(","):
        if part:
            profile = part.strip()
    result = run_load_profile(profile)
    return result
