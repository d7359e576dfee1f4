from django.contrib.auth.models import User
from django.http import JsonResponse


def by_name(request):
    name = request.GET.get("name", "")
    users = User.objects.extra(where=["first_name = %s"], params=[name])
    return JsonResponse({"ids": list(users.values_list("id", flat=True))})
