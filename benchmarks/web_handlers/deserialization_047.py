import yaml
from fastapi import FastAPI, Form

app = FastAPI()


@app.post("/load-profile")
def load_profile(profile: str = Form(default="")):
    """Load profile."""
    profile = " ".join(profile.split())
    profile = yaml.unsafe_load(profile)
    return {"profile": profile}
