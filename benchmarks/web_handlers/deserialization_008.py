import yaml
from fastapi import APIRouter, Form

router = APIRouter(prefix="/api", tags=["load_profile"])


@router.post("/load-profile")
def load_profile(profile: str = Form(default="")):
    """Load profile."""
    profile = profile or "name: guest"
    profile = yaml.unsafe_load(profile)
    return {"profile": profile}
