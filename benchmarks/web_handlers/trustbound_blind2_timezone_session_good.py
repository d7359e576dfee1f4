import zoneinfo

from django.http import JsonResponse


def set_timezone(request):
    tz = request.POST.get("tz", "UTC")
    if tz not in zoneinfo.available_timezones():
        tz = "UTC"
    request.session.update({"tz": tz})
    return JsonResponse({"tz": tz})
