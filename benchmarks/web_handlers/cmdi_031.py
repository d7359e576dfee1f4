import configparser
import subprocess

from fastapi import FastAPI, Request

app = FastAPI()


@app.post("/disk-usage")
async def disk_usage(request: Request):
    """Disk usage."""
    volume = (await request.json()).get("volume", "")
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "data")
    conf.set("lookup", "requested", volume)
    volume = conf.get("lookup", "requested")
    parts = ["df", "-h"]
    parts += ["/mnt/" + volume]
    output = subprocess.getoutput(" ".join(parts))
    return {"usage": output}
