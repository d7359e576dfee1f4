import asyncio
from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()

class Lookup(BaseModel):
    domain: str

@app.post("/dig")
async def dig(body: Lookup):
    proc = await asyncio.create_subprocess_shell("dig +short " + body.domain, stdout=asyncio.subprocess.PIPE)
    out, _ = await proc.communicate()
    return {"answer": out.decode()}
