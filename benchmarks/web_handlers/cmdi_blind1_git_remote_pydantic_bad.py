import os

from fastapi import APIRouter
from pydantic import BaseModel

router = APIRouter(prefix="/repos")


class Mirror(BaseModel):
    url: str
    branch: str = "main"


@router.post("/mirror")
def mirror(spec: Mirror):
    refs = os.popen("git ls-remote --heads " + spec.url + " " + spec.branch).read()
    return {"refs": refs.splitlines()}
