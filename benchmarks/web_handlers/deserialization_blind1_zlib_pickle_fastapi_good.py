import json
import zlib

from fastapi import APIRouter, Request

router = APIRouter()


@router.put("/snapshots/{name}")
async def restore_snapshot(name: str, request: Request):
    compressed = await request.body()
    snapshot = json.loads(zlib.decompress(compressed))
    return {"name": name, "keys": sorted(snapshot)}
