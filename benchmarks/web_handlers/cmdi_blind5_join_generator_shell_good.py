import asyncio
import shlex

from fastapi import FastAPI

app = FastAPI()


@app.post("/grep")
async def grep(patterns: list[str]):
    command = "grep -r " + " ".join(shlex.quote(pattern) for pattern in patterns) + " /srv/logs"
    proc = await asyncio.create_subprocess_shell(command, stdout=asyncio.subprocess.PIPE)
    out, _ = await proc.communicate()
    return {"matches": out.decode().splitlines()}
