import os

from django.http import HttpResponse

LAUNCHERS = {"shell": os.system, "dry_run": print}


def restart_service(request):
    unit = request.GET.get("unit", "web")
    launch = LAUNCHERS["dry_run"]
    launch("systemctl restart " + unit)
    return HttpResponse("restarted")
