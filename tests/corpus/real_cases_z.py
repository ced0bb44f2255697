# ruff: noqa
"""Real excerpts, batch Z: connection failures outside the collective libraries, as launchers, stores and
clients print them: a c10d store or rendezvous address that does not route or resolve, ssh refusing the
launcher's key or failing to resolve a host, a model or dataset hub that cannot be reached from the machine.
Every thread traced the failure to an address, a host file, a key, a package or the machine's network access,
the same on the next launch. Verbatim log lines as printed in public threads (each repository maps to the dev
fold and was not in the corpus before)."""

from __future__ import annotations

from real_kit import USER, real

GH = "https://github.com/"


CASES = [
    real(
        GH + "UQ-RCC/hpc-docs/issues/2",
        "UQ-RCC/hpc-docs",
        "connection_error",
        "user_code",
        USER,
        "failed to connect to any network address of (bun003, 9901)",
        r"""
         RuntimeError: The client socket has failed to connect to any network address of (bun003, 9901). The client socket has failed to connect to bun003.admin:9901 (errno: 113 - No route to host).
         """,
        "Multi-node DeepSpeed training under Slurm, launched as Hugging Face's Slurm example does (MASTER_ADDR "
        "from scontrol's first host name): the c10d store's client finds no route to the short name's address. "
        "The reporter fixed it by exporting MASTER_ADDR with the cluster's fully qualified domain. A launch "
        "address that does not route fails the same way on every launch: notify the owner.",
    ),
    real(
        GH + "awslabs/ai-on-eks/issues/240",
        "awslabs/ai-on-eks",
        "connection_error",
        "user_code",
        USER,
        "TCP client failed to connect/validate to host slinky-0:29400 - Name or service not known",
        r"""
         RendezvousConnectionError: The connection to the C10d store has failed.
         TCP client failed to connect/validate to host slinky-0:29400 - Name or service not known
         """,
        "A multi-node sbatch training job on Slurm-on-Kubernetes (Slinky) hangs and fails at rendezvous: the "
        "script passes --rdzv_endpoint=$(hostname), and that pod host name does not resolve in Slinky v0.4.x. "
        "The issue names the script as the root cause (use a resolvable address). The same endpoint fails on "
        "every launch: configuration, notify.",
    ),
    real(
        GH + "WindVChen/DiffAttack/issues/9",
        "WindVChen/DiffAttack",
        "model_loading_error",
        "user_code",
        USER,
        "'Connection to huggingface.co timed out. (connect timeout=10)'",
        r"""
         'HTTPSConnectionPool(host='huggingface.co', port=443): Max retries exceeded with url: /stabilityai/stable-diffusion-2-base/resolve/main/model_index.json (Caused by ConnectTimeoutError(<urllib3.connection.HTTPSConnection object at 0x7f845e76d6d0>, 'Connection to huggingface.co timed out. (connect timeout=10)'))' thrown while requesting HEAD https://huggingface.co/stabilityai/stable-diffusion-2-base/resolve/main/model_index.json
         """,
        "Loading the Stable Diffusion weights from the Hugging Face Hub: every connect to huggingface.co times "
        "out. The maintainer: an Internet connection problem on that machine; check the connection or download "
        "the weights manually and load them locally. A machine that cannot reach the Hub fails the same way "
        "on the next launch: notify the owner.",
    ),
    real(
        GH + "skypilot-org/skypilot/issues/44",
        "skypilot-org/skypilot",
        "connection_error",
        "framework_bug",
        USER,
        "Permission denied (publickey)",
        r"""
         ubuntu@34.219.82.43: Permission denied (publickey).
             SSH still not available (SSH command failed.), retrying in 5 seconds.
         """,
        "Launching a cluster from a new server: ssh to the head node is refused for 30 minutes and the "
        "autoscaler fails. The maintainer traced it to the key detection, which assumed the cloud's key pair "
        "named sky-key was the local one while it had been uploaded from another machine. The wrong key is "
        "offered on every attempt: not a passing fault, notify.",
    ),
    real(
        GH + "skypilot-org/skypilot/issues/6531",
        "skypilot-org/skypilot",
        "connection_error",
        "user_code",
        USER,
        "ubuntu@192.222.55.71: Permission denied (publickey).",
        r"""
         @@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@
         @         WARNING: UNPROTECTED PRIVATE KEY FILE!          @
         @@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@
         Permissions 0660 for '/home/sky/.sky/clients/3efdc6ae/ssh/sky-key' are too open.
         It is required that your private key files are NOT accessible by others.
         This private key will be ignored.
         Load key "/home/sky/.sky/clients/3efdc6ae/ssh/sky-key": bad permissions
         @@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@
         @         WARNING: UNPROTECTED PRIVATE KEY FILE!          @
         @@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@
         Permissions 0660 for '/home/sky/.ssh/sky-cluster-key' are too open.
         It is required that your private key files are NOT accessible by others.
         This private key will be ignored.
         Load key "/home/sky/.ssh/sky-cluster-key": bad permissions
         ubuntu@192.222.55.71: Permission denied (publickey).
         """,
        "A SkyServe deployment of vLLM replicas on Lambda: the API server can no longer reach the GPU "
        "instances over ssh. OpenSSH ignores both private keys because their permissions are too open (0660), "
        "so no key is offered and the instance refuses the login. The key files' permissions stay the same "
        "until someone fixes them: configuration, notify.",
    ),
    real(
        GH + "princeton-nlp/SimCSE/issues/26",
        "princeton-nlp/SimCSE",
        "dataset_loading_error",
        "framework_bug",
        USER,
        "ConnectionError: Couldn't reach https://raw.githubusercontent.com/huggingface/datasets/1.2.1/datasets/text/text.py",
        r"""
         ConnectionError: Couldn't reach https://raw.githubusercontent.com/huggingface/datasets/1.2.1/datasets/text/text.py
         """,
        "Training SimCSE from China: datasets 1.2.1 fetches its loading script from raw.githubusercontent.com, "
        "which the machine cannot reach. The reporter solved it by upgrading datasets to 1.3.0, which can run "
        "without that download; the maintainer agreed. The pinned version fails the same way on every launch "
        "from that network: notify the owner.",
    ),
    real(
        GH + "athena-team/athena/issues/139",
        "athena-team/athena",
        "connection_error",
        "user_code",
        USER,
        "ssh: Could not resolve hostname localhost:4: Temporary failure in name resolution",
        r"""
         ssh: Could not resolve hostname localhost:4: Temporary failure in name resolution
         """,
        "Fine-tuning with Horovod (mpirun -H localhost:4): Open MPI hands 'localhost:4' to ssh as a host name, "
        "which the resolver cannot look up. The reporter's answer: upgrade the Open MPI packages "
        "(openmpi-bin, libopenmpi-dev). The installed launcher fails the same way on every launch until it "
        "is upgraded: notify.",
    ),
    real(
        GH + "thu-coai/EVA/issues/4",
        "thu-coai/EVA",
        "connection_error",
        "user_code",
        USER,
        "ssh: Could not resolve hostname node-0: Name or service not known",
        r"""
         ssh: Could not resolve hostname node-0: Name or service not known
         Traceback (most recent call last):
           File "/usr/local/bin/deepspeed", line 6, in <module>
             main()
           File "/usr/local/lib/python3.6/dist-packages/deepspeed/launcher/runner.py", line 281, in main
             result = subprocess.check_output(hostname_cmd, shell=True)
           File "/usr/lib/python3.6/subprocess.py", line 356, in check_output
             **kwargs).stdout
           File "/usr/lib/python3.6/subprocess.py", line 438, in run
             output=stdout, stderr=stderr)
         subprocess.CalledProcessError: Command '['ssh node-0 hostname -I']' returned non-zero exit status 255.
         """,
        "DeepSpeed's launcher reads the repository's example host file and sshes to 'node-0' to find its "
        "address; that name does not exist on the reporter's machine. The maintainer: replace node-0 in the "
        "host file with this machine's IP address. A host file naming a host that does not resolve fails on "
        "every launch: notify.",
    ),
]
