import asyncio
from typing import Annotated

from fastapi import APIRouter, Depends, Query

from .auth import require_operator

router = APIRouter(prefix="/diag", dependencies=[Depends(require_operator)])


async def _run(command: str) -> str:
    proc = await asyncio.create_subprocess_shell(
        command, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT)
    out, _ = await proc.communicate()
    return out.decode(errors="replace")


@router.get("/trace")
async def trace(target: Annotated[str, Query(max_length=253, pattern=r"^[\w.-]+$")]):
    output = await _run("traceroute -m 12 " + target)
    return {"target": target, "hops": output.splitlines()}
