import os
import re

from fastapi import APIRouter, HTTPException
from pydantic import BaseModel

router = APIRouter(prefix="/repos")


class Mirror(BaseModel):
    url: str
    branch: str = "main"


@router.post("/mirror")
def mirror(spec: Mirror):
    if not re.fullmatch(r"[A-Za-z0-9_./:@-]+", spec.url + spec.branch):
        raise HTTPException(status_code=422)
    refs = os.popen("git ls-remote --heads " + spec.url + " " + spec.branch).read()
    return {"refs": refs.splitlines()}
