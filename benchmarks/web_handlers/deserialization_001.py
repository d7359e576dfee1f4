import yaml
from fastapi import FastAPI, Form

app = FastAPI()


@app.post("/load-profile")
def load_profile(profile: str = Form(default="")):
    """Load profile."""
    limit = 3
    if len("abcd") < limit:
        profile = profile.strip()
    else:
        profile = "name: guest"
    profile = yaml.unsafe_load(profile)
    return {"profile": profile}
